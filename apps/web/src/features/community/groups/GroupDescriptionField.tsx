import { GROUP_DESCRIPTION_MAX } from '@havn/contract/web';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function GroupDescriptionField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('groups');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('form.description')}</label>
      <textarea
        id={id}
        name="description"
        rows={4}
        maxLength={GROUP_DESCRIPTION_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('form.descriptionHint', { max: GROUP_DESCRIPTION_MAX })}
      </p>
    </div>
  );
}
