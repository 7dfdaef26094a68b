import { codePointLength, normalizeText } from '@havn/domain';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../community.css';

/**
 * A text field with its spec limit: past it, 'Maximum {limit} characters' shows under the field and
 * is read out with it. Lengths are code points, as the server counts them. A control character or a
 * bidi override (often pasted in unseen) is named too, since the server refuses the text for it.
 */
export function LimitedText({
  label,
  value,
  onChange,
  limit,
  multiline = true,
  rows = 3,
  placeholder,
  hideLabel = false,
  autoFocus = false,
  onFocus,
  inputRef,
  className,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  limit: number;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  hideLabel?: boolean;
  autoFocus?: boolean;
  onFocus?(): void;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}) {
  const { t } = useTranslation('feed');
  const id = useId();
  const errorId = `${id}-error`;
  const over = isOverLimit(value, limit);
  const hidden = !over && !normalizeText(value).ok;
  const invalid = over || hidden;
  const shared = {
    id,
    value,
    placeholder,
    autoFocus,
    onFocus,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return (
    <div className={['field', invalid ? 'field-invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} ref={inputRef} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      {invalid && (
        <p id={errorId} className="field-error">
          {over ? t('composer.maxCharacters', { limit }) : t('composer.hiddenCharacters')}
        </p>
      )}
    </div>
  );
}

export function isOverLimit(value: string, limit: number): boolean {
  return codePointLength(value.normalize('NFC')) > limit;
}
