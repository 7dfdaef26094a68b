import { type UsernameCheck, usernameMessageKey } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './UsernameField.css';

const ERROR_STATES = new Set([
  'EMPTY',
  'INVALID',
  'INVALID_SHORT',
  'INVALID_LONG',
  'ALREADY_EXISTS',
  'UNAVAILABLE',
  'ERROR',
]);

/** The username input with its check's message (spec section 5) read out as it changes. */
export function UsernameField({
  value,
  check,
  touched,
  onChange,
}: {
  value: string;
  check: UsernameCheck;
  /** EMPTY says 'No username entered.' only once the user has typed and cleared the field. */
  touched: boolean;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const message = touched || check.state !== 'EMPTY' ? usernameMessageKey(check) : null;
  // The domain names keys with their namespace ('community:username.taken'); this t is already in it.
  const text = message
    ? t(message.key.replace(/^community:/, '') as 'username.empty', message.values ?? {})
    : null;
  const isError = ERROR_STATES.has(check.state) && text !== null;
  return (
    <div className={isError ? 'field field-invalid' : 'field'} data-username-state={check.state}>
      <label htmlFor={id}>{t('username.label')}</label>
      <input
        id={id}
        name="username"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={isError ? true : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('username.hint')}
      </p>
      <p
        id={`${id}-status`}
        className={isError ? 'field-error' : check.state === 'VALID' ? 'cp-field-ok' : 'field-hint'}
        aria-live="polite"
      >
        {check.state === 'CHECKING' ? t('username.checking') : text}
      </p>
    </div>
  );
}
