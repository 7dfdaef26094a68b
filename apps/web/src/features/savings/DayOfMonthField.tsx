import type { SavingsPlanSource } from '@havn/domain/broker/savings-plans';
import { useTranslation } from 'react-i18next';
import { DAY_OF_MONTH_OPTIONS, SelectField } from '../../components/SelectField.tsx';

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
  return (
    <SelectField
      label={t('form.day')}
      value={String(value)}
      options={DAY_OF_MONTH_OPTIONS}
      onChange={(event) => onChange(Number(event.target.value))}
      hint={source === 'DIRECT_DEBIT' ? t('form.dayHintDebit') : t('form.dayHint')}
    />
  );
}
