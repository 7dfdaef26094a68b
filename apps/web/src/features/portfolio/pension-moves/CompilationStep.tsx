import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { Link, useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { SignatureAlerts, useSignedSubmit } from '../../identity/use-signed-submit.tsx';
import { isChoosable, listOfNames, sumMoney } from './pension-move-format.ts';
import { useStartPensionMove } from './queries.ts';
import { BackLink, type StepProps } from './StepActions.tsx';
import { useChosenInsurances } from './use-chosen-insurances.ts';

/**
 * The summary of the move, then its signature with a fresh eID (useSignedSubmit: one Idempotency-Key
 * across the round trip), and on to the move's page.
 */
export function CompilationStep({ draft, update, site, back, stepPath }: StepProps) {
  const { t, i18n } = useTranslation('portfolio');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const found = useChosenInsurances(draft.companies, true);
  const accounts = useAccountsQuery();
  const submit = useSignedSubmit({
    mutation: useStartPensionMove(),
    variables: (idempotencyKey) => ({
      idempotencyKey,
      body: { insuranceIds: draft.insuranceIds, toAccid: draft.toAccid },
    }),
    idempotency: { key: draft.key, setKey: (key) => update({ key }) },
    onDone: (move) => {
      update(null);
      navigate(`${pagePath('pension-information', site)}?move=${encodeURIComponent(move.id)}`, {
        replace: true,
        state: { signed: move.id },
      });
    },
  });

  if (found.status === 'pending' || accounts.isPending) return <Spinner />;
  if (found.status === 'error' || accounts.isError) {
    return <Alert>{errorMessage(found.status === 'error' ? found.error : accounts.error)}</Alert>;
  }
  const chosen = found.insurances.filter((i) => isChoosable(i) && draft.insuranceIds.includes(i.id));
  const account = accounts.data.find((a) => a.accid === draft.toAccid);
  if (chosen.length === 0 || !account) {
    return (
      <p>
        {t('pensionMove.missing')}{' '}
        <Link to={stepPath('make-choices')}>{t('pensionMove.steps.make-choices')}</Link>
      </p>
    );
  }
  const currency = chosen[0]!.currency;
  const money = (amount: string) => formatMoney(amount, currency, site);
  const value = sumMoney(chosen.map((i) => i.value));
  const fees = sumMoney(chosen.map((i) => i.fee));
  const days = Math.max(...chosen.map((i) => i.expectedDays));
  const employer = chosen.some((i) => i.employerSignatureNeeded);
  const cover = chosen.some((i) => i.repaymentCover);
  const companies = [...new Set(chosen.map((i) => i.company))];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.send();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submit.signing}>
      <p>{t('pensionMove.compilation.intro')}</p>
      <ul className="journey-list">
        {chosen.map((insurance) => (
          <li key={insurance.id}>
            <span>
              <strong>{insurance.company}</strong>
              <br />
              <span className="muted">{t(`pensionMove.kind.${insurance.kind}`)}</span>
            </span>
            <span className="journey-amount">{money(insurance.value)}</span>
          </li>
        ))}
      </ul>
      <dl className="key-facts">
        <dt>{t('pensionMove.compilation.to')}</dt>
        <dd>
          {account.alias ?? typeName(account.accountType, account.country)} {account.accountNumber}
        </dd>
        <dt>{t('pensionMove.compilation.value')}</dt>
        <dd>{money(value)}</dd>
        <dt>{t('pensionMove.compilation.fees')}</dt>
        <dd>{Number(fees) === 0 ? t('pensionMove.insurance.noFee') : money(fees)}</dd>
        <dt>{t('pensionMove.compilation.time')}</dt>
        <dd>{t('pensionMove.compilation.days', { days })}</dd>
      </dl>
      <ul className="journey-terms">
        <li>{t('pensionMove.compilation.whole', { companies: listOfNames(companies, i18n.language) })}</li>
        {cover && <li>{t('pensionMove.compilation.cover')}</li>}
        {employer && <li>{t('pensionMove.compilation.employer')}</li>}
        <li>{t('pensionMove.compilation.valueNote')}</li>
      </ul>
      <SignatureAlerts
        submit={submit}
        cancelled={t('pensionMove.compilation.signCancelled')}
        failed={t('pensionMove.compilation.signFailed')}
      />
      {submit.error && (
        <Alert focus>
          {errorMessage(submit.error)}
          {submit.error instanceof ApiError && submit.error.code === 'NOT_MOVABLE' && (
            <>
              {' '}
              <Link to={stepPath('make-choices')}>{t('pensionMove.compilation.toChoices')}</Link>
            </>
          )}
        </Alert>
      )}
      <p className="muted">{t('pensionMove.compilation.signHint')}</p>
      <div className="journey-actions">
        {back && <BackLink to={back} />}
        <Button type="submit" busy={submit.signing}>
          {t('pensionMove.compilation.sign')}
        </Button>
      </div>
    </form>
  );
}
