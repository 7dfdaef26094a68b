import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_LOGO_ACCEPT, type GroupLogoProblem, groupLogoProblem } from './group-logo.ts';
import './GroupLogoField.css';

export interface LogoChoice {
  file: File | null;
  problem: GroupLogoProblem | null;
}

export const NO_LOGO: LogoChoice = { file: null, problem: null };

/** A logo picker that checks size and type at once and previews what was chosen. */
export function GroupLogoField({
  value,
  onChange,
}: {
  value: LogoChoice;
  onChange(choice: LogoChoice): void;
}) {
  const { t } = useTranslation('groups');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(value.problem ? null : value.file);
  const errorId = `${id}-error`;
  return (
    <div className={value.problem ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{t('logo.label')}</label>
      <input
        ref={input}
        id={id}
        type="file"
        name="logo"
        accept={GROUP_LOGO_ACCEPT}
        aria-invalid={value.problem ? true : undefined}
        aria-describedby={`${id}-hint${value.problem ? ` ${errorId}` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onChange(file ? { file, problem: groupLogoProblem(file) } : NO_LOGO);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('logo.hint')}
      </p>
      {value.problem && (
        <p id={errorId} className="field-error" role="alert">
          {t(`logo.${value.problem}`)}
        </p>
      )}
      {preview && (
        <div className="gr-group-logo-preview">
          <img src={preview} alt={t('logo.preview')} width={64} height={64} />
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(NO_LOGO);
            }}
          >
            {t('logo.remove')}
          </button>
        </div>
      )}
    </div>
  );
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
