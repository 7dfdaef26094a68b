import { BIO_MAX } from '@havn/contract/web';
import { codePointLength } from '@havn/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBioAutosave } from './use-bio-autosave.ts';
import './BioField.css';

/** The bio in the profile edit drawer: saved automatically, its save error under the field. */
export function BioField({ initial }: { initial: string }) {
  const { t } = useTranslation('community');
  const id = useId();
  const [value, setValue] = useState(initial);
  const autosave = useBioAutosave();
  const hint =
    autosave.status === 'saving'
      ? t('edit.bioSaving')
      : autosave.status === 'saved'
        ? t('edit.bioSaved')
        : t('edit.bioHint');
  return (
    <div className={autosave.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{t('edit.bio')}</label>
      <textarea
        id={id}
        className="cp-textarea"
        rows={4}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          autosave.change(event.target.value);
        }}
        aria-invalid={autosave.error ? true : undefined}
        aria-describedby={`${id}-hint${autosave.error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint cp-bio-hint">
        <span aria-live="polite">{hint}</span>
        <span>
          {codePointLength(value.trim())}/{BIO_MAX}
        </span>
      </p>
      {autosave.error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {autosave.error}
        </p>
      )}
    </div>
  );
}
