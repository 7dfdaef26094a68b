import type { SavingsPlanSource } from '@havn/domain/broker/savings-plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/** A plan's day of the month, 1–28, with what that day means for the way it is paid. */
export function DayOfMonthField({
  value,
  source,
  onChange,
}: {
  value: number;
  source: SavingsPlanSource;
  onChange(day: number): void;
}) {
  const { t } = useTranslation('savings');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('form.day')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={`${id}-hint`}
      >
        {DAYS.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
      <p className="field-hint" id={`${id}-hint`}>
        {source === 'DIRECT_DEBIT' ? t('form.dayHintDebit') : t('form.dayHint')}
      </p>
    </div>
  );
}
