import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** How many years back the year menu offers; the server says which an account has. */
export const YEARS_OFFERED = 5;

/** The calendar year a report covers: this year and the few before it. */
export function YearSelect({
  value,
  thisYear,
  onChange,
}: {
  value: number;
  thisYear: number;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation('portfolio');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('realised.year')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
