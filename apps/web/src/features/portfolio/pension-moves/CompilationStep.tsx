import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useStartEid } from '../../identity/onboarding/queries.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { isRetryable } from '../../trading/idempotent-submission.ts';
import { isChoosable, listOfNames, sumMoney } from './pension-move-format.ts';
import { useStartPensionMove } from './queries.ts';
import { BackLink, type StepProps } from './StepActions.tsx';
import { useChosenInsurances } from './use-chosen-insurances.ts';

/**
 * The summary of the move, then its signature: the move is sent with one Idempotency-Key and the
 * server asks for a fresh eID (403 STEP_UP_REQUIRED), as an account's terms are signed. The customer
 * signs at the eID and comes back here (`?eid=confirmed|cancelled|failed`); a confirmed signature
 * sends the same move again, with the same key, and goes on to the move's page.
 */
export function CompilationStep({ draft, update, site, back, stepPath }: StepProps) {
  const { t, i18n } = useTranslation('portfolio');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const returned = search.get('eid');
  const found = useChosenInsurances(draft.companies, true);
  const accounts = useAccountsQuery();
  const start = useStartPensionMove();
  const stepUp = useStartEid();
  const resent = useRef(false);
  // What the eID answered, kept once the address has dropped its ?eid.
  const [signature, setSignature] = useState(returned);

  const send = () => {
    const key = draft.key || crypto.randomUUID();
    if (key !== draft.key) update({ key });
    start.mutate(
      { idempotencyKey: key, body: { insuranceIds: draft.insuranceIds, toAccid: draft.toAccid } },
      {
        onSuccess: (move) => {
          update(null);
          navigate(`${pagePath('pension-information', site)}?move=${encodeURIComponent(move.id)}`, {
            replace: true,
            state: { signed: move.id },
          });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'STEP_UP_REQUIRED') {
            stepUp.mutate({ purpose: 'STEP_UP', returnTo: location.pathname });
            return;
          }
          // A definite refusal: a next attempt is a new move with a new key.
          if (!isRetryable(failure)) update({ key: '' });
        },
      },
    );
  };

  // Back from a confirmed eID: the same move again (once; the address loses its ?eid).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the eID answer arrives
  useEffect(() => {
    if (!returned) return;
    setSignature(returned);
    navigate(location.pathname, { replace: true });
    if (returned === 'confirmed' && !resent.current) {
      resent.current = true;
      send();
    }
  }, [returned]);

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
  const signing = start.isPending || stepUp.isPending || stepUp.isSuccess;
  const needsSignature = start.error instanceof ApiError && start.error.code === 'STEP_UP_REQUIRED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={signing}>
      <p>{t('pensionMove.compilation.intro')}</p>
      <ul className="pension-summary-list">
        {chosen.map((insurance) => (
          <li key={insurance.id}>
            <span>
              <strong>{insurance.company}</strong>
              <br />
              <span className="muted">{t(`pensionMove.kind.${insurance.kind}`)}</span>
            </span>
            <span className="pension-amount">{money(insurance.value)}</span>
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
      <ul className="pension-terms">
        <li>{t('pensionMove.compilation.whole', { companies: listOfNames(companies, i18n.language) })}</li>
        {cover && <li>{t('pensionMove.compilation.cover')}</li>}
        {employer && <li>{t('pensionMove.compilation.employer')}</li>}
        <li>{t('pensionMove.compilation.valueNote')}</li>
      </ul>
      {signature === 'cancelled' && !signing && (
        <Alert tone="info">{t('pensionMove.compilation.signCancelled')}</Alert>
      )}
      {signature === 'failed' && !signing && <Alert>{t('pensionMove.compilation.signFailed')}</Alert>}
      {stepUp.isError && <Alert focus>{errorMessage(stepUp.error)}</Alert>}
      {start.isError && !needsSignature && (
        <Alert focus>
          {errorMessage(start.error)}
          {start.error instanceof ApiError && start.error.code === 'NOT_MOVABLE' && (
            <>
              {' '}
              <Link to={stepPath('make-choices')}>{t('pensionMove.compilation.toChoices')}</Link>
            </>
          )}
        </Alert>
      )}
      <p className="muted">{t('pensionMove.compilation.signHint')}</p>
      <div className="pension-move-actions">
        {back && <BackLink to={back} />}
        <Button type="submit" busy={signing}>
          {t('pensionMove.compilation.sign')}
        </Button>
      </div>
    </form>
  );
}
