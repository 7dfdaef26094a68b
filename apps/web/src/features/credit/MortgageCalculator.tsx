import type { SiteId } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatWholeMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { wholeAmount } from './amount-input.ts';
import { MortgageFigures } from './MortgageFigures.tsx';
import { useMortgageIndication } from './queries.ts';
import { useDebounced } from './use-debounced.ts';

const REFUSALS = new Set([
  'MORTGAGE_LTV_TOO_HIGH',
  'MORTGAGE_LOAN_TOO_SMALL',
  'MORTGAGE_LOAN_TOO_LARGE',
  'MORTGAGE_NOT_OFFERED',
]);

/**
 * The indication calculator: the property's value and the loan, and as the customer types (once they
 * pause) the month's cost, the rate and how it is made, the LTV and the amortisation requirement, or
 * the rule that refuses the loan with the figure that would pass. Then the way to apply, with these
 * figures carried over.
 */
export function MortgageCalculator({ site }: { site: SiteId }) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState('4 000 000');
  const [loan, setLoan] = useState('2 400 000');
  const asked = useDebounced({ value: wholeAmount(value), loan: wholeAmount(loan) });
  const indication = useMortgageIndication(asked.value, asked.loan);
  const money = (amount: string) => formatWholeMoney(amount, 'SEK', site);
  const refusal =
    indication.error instanceof ApiError && REFUSALS.has(indication.error.code) ? indication.error : null;
  const shown = refusal ? null : indication.data;
  const complete = asked.value !== '' && asked.loan !== '';
  const applyTo = `${pagePath('mortgage-application', site)}?propertyValue=${asked.value}&loanAmount=${asked.loan}`;

  return (
    <div className="credit-calculator">
      <form className="credit-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <TextField
          label={t('mortgage.calculator.value')}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={
            value.trim() !== '' && !wholeAmount(value) ? t('mortgage.calculator.wholeAmount') : undefined
          }
        />
        <TextField
          label={t('mortgage.calculator.loan')}
          inputMode="numeric"
          autoComplete="off"
          value={loan}
          onChange={(e) => setLoan(e.target.value)}
          hint={t('mortgage.calculator.loanHint')}
          error={loan.trim() !== '' && !wholeAmount(loan) ? t('mortgage.calculator.wholeAmount') : undefined}
        />
      </form>
      <div className="credit-result" aria-live="polite" aria-busy={indication.isFetching}>
        {!complete ? (
          <p className="muted">{t('mortgage.calculator.fillIn')}</p>
        ) : refusal ? (
          <Alert tone="info">
            <strong>{errorMessage(refusal)}</strong>
            {refusal.code === 'MORTGAGE_LTV_TOO_HIGH' && refusal.extensions.max && (
              <> {t('mortgage.calculator.largestLoan', { amount: money(refusal.extensions.max) })}</>
            )}
            {refusal.code === 'MORTGAGE_LOAN_TOO_SMALL' && refusal.extensions.minimum && (
              <> {t('mortgage.calculator.smallestLoan', { amount: money(refusal.extensions.minimum) })}</>
            )}
            {refusal.code === 'MORTGAGE_LOAN_TOO_LARGE' && refusal.extensions.max && (
              <> {t('mortgage.calculator.largestOffered', { amount: money(refusal.extensions.max) })}</>
            )}
          </Alert>
        ) : indication.isError ? (
          <Alert>{errorMessage(indication.error)}</Alert>
        ) : shown ? (
          <>
            <MortgageFigures indication={shown} site={site} />
            <p>
              <Link className="btn btn-primary" to={applyTo}>
                {t('mortgage.apply')}
              </Link>
            </p>
          </>
        ) : (
          <Spinner />
        )}
      </div>
    </div>
  );
}
