import { GROUP_NAME_MAX } from '@havn/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupNameCheck } from './use-group-name-check.ts';
import './GroupNameField.css';

/**
 * The group name input with its check's progress read out politely: checking, available, or the
 * spec's message (length, taken, check failed).
 */
export function GroupNameField({
  check,
  focusOnMount = false,
}: {
  check: GroupNameCheck;
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation('groups');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The drawer opens onto the field to fill in, not onto its close button.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const { state, messageId } = check;
  const status =
    messageId !== null
      ? t(`groupName.${messageId}`)
      : state === 'CHECKING'
        ? t('groupName.checking')
        : state === 'VALID'
          ? t('groupName.available')
          : '';
  const invalid = messageId !== null;
  return (
    <div className={invalid ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{t('groupName.label')}</label>
      <input
        ref={input}
        id={id}
        name="groupName"
        autoComplete="off"
        // Room for a pasted name to be seen and refused with the length message, not silently cut.
        maxLength={GROUP_NAME_MAX * 4}
        value={check.name}
        onChange={(event) => check.setName(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        required
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('groupName.hint')}
      </p>
      <p
        id={`${id}-status`}
        className={invalid ? 'field-error' : 'field-hint gr-group-name-status'}
        aria-live="polite"
        data-state={state}
      >
        {status}
      </p>
    </div>
  );
}
