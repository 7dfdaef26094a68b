import { SAVINGS_PLAN_MAX_ALLOCATIONS } from '@havn/domain/broker/index';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { FundSearch } from './FundSearch.tsx';
import { percentSum } from './plan-format.ts';

/** A fund or ETF of the plan being made, its share typed as text until the form is sent. */
export interface DraftAllocation {
  instrumentId: number;
  name: string;
  percent: string;
}

/**
 * The plan's funds and ETFs, each with a whole percentage, and their live sum (which must be 100 %:
 * a comfort here, the server decides). At most ten; a new one is found by search.
 */
export function AllocationEditor({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly DraftAllocation[];
  onChange(next: DraftAllocation[]): void;
  error: string | undefined;
}) {
  const { t } = useTranslation('savings');
  const sum = percentSum(value.map((a) => ({ percent: Number(a.percent) })));
  const full = value.length >= SAVINGS_PLAN_MAX_ALLOCATIONS;
  const set = (index: number, percent: string) =>
    onChange(value.map((a, i) => (i === index ? { ...a, percent } : a)));
  return (
    <fieldset id={id} className="savings-allocation" aria-describedby={`${id}-sum`}>
      <legend>{t('form.allocations', { max: SAVINGS_PLAN_MAX_ALLOCATIONS })}</legend>
      {value.length === 0 ? (
        <p className="muted">{t('form.noAllocations')}</p>
      ) : (
        <ul className="savings-allocation-rows">
          {value.map((a, index) => (
            <li key={a.instrumentId}>
              <label htmlFor={`alloc-${a.instrumentId}`}>{t('form.percentOf', { name: a.name })}</label>
              <span className="savings-percent">
                <input
                  id={`alloc-${a.instrumentId}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={a.percent}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => set(index, event.target.value.replace(/[^\d]/g, ''))}
                />
                <span aria-hidden="true">%</span>
              </span>
              <Button
                variant="link"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t('form.remove', { name: a.name })}
              >
                {t('form.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p
        id={`${id}-sum`}
        className={sum === 100 ? 'savings-sum' : 'savings-sum savings-sum-off'}
        aria-live="polite"
      >
        {t('form.sum', { sum })} {value.length > 0 && sum !== 100 && t('form.sumMustBe')}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <FundSearch
        disabled={full}
        exclude={new Set(value.map((a) => a.instrumentId))}
        onPick={(fund) => onChange([...value, { ...fund, percent: 100 - sum > 0 ? String(100 - sum) : '' }])}
      />
    </fieldset>
  );
}
