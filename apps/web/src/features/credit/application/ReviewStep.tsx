import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatWholeMoney } from '../../../lib/format.ts';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/navigation.tsx';
import { useStartEid } from '../../identity/onboarding/queries.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { isRetryable } from '../../trading/idempotent-submission.ts';
import { MortgageFigures } from '../MortgageFigures.tsx';
import { useApplyForMortgage, useMortgageIndication } from '../queries.ts';
import type { StepProps } from './ApplicationSteps.tsx';
import { applicationBody } from './application-draft.ts';

/**
 * What will be applied for, then the signature: the application is sent with one Idempotency-Key and
 * the server asks for a fresh eID (403 STEP_UP_REQUIRED). The customer signs at the eID and comes back
 * here (`?eid=confirmed|cancelled|failed`); a confirmed signature sends the same application again,
 * with the same key, and `onSigned` shows its status.
 */
export function ReviewStep({
  draft,
  update,
  site,
  back,
  onSigned,
}: StepProps & { onSigned(id: string): void }) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const returned = search.get('eid');
  const apply = useApplyForMortgage();
  const stepUp = useStartEid();
  const resent = useRef(false);
  const [signature, setSignature] = useState(returned);
  const body = applicationBody(draft);
  const indication = useMortgageIndication(body.property.value, body.loanAmount);
  const money = (amount: string) => formatWholeMoney(amount, 'SEK', site);

  const send = () => {
    const key = draft.key || crypto.randomUUID();
    if (key !== draft.key) update({ key });
    apply.mutate(
      { idempotencyKey: key, body },
      {
        onSuccess: (application) => onSigned(application.id),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'STEP_UP_REQUIRED') {
            stepUp.mutate({ purpose: 'STEP_UP', returnTo: location.pathname });
            return;
          }
          // A definite refusal: a next attempt is a new application with a new key.
          if (!isRetryable(failure)) update({ key: '' });
        },
      },
    );
  };

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

  const signing = apply.isPending || stepUp.isPending || stepUp.isSuccess;
  const needsSignature = apply.error instanceof ApiError && apply.error.code === 'STEP_UP_REQUIRED';
  const co = body.household.coApplicant;
  return (
    <form
      className="credit-form"
      noValidate
      aria-busy={signing}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <dl className="credit-facts" data-testid="application-review">
        <dt>{t('application.property.type')}</dt>
        <dd>{t(`application.propertyType.${body.property.type}`)}</dd>
        <dt>{t('application.review.address')}</dt>
        <dd>
          {body.property.address}, {body.property.postalCode}
        </dd>
        <dt>{t('application.property.value')}</dt>
        <dd>{money(body.property.value)}</dd>
        <dt>{t('application.loan.amount')}</dt>
        <dd>{money(body.loanAmount)}</dd>
        <dt>{t('application.review.income')}</dt>
        <dd>{t('application.review.perMonth', { amount: money(body.applicant.monthlyIncome) })}</dd>
        <dt>{t('application.review.coApplicant')}</dt>
        <dd>
          {co
            ? `${co.name}, ${t('application.review.perMonth', { amount: money(co.monthlyIncome) })}`
            : t('application.review.none')}
        </dd>
        <dt>{t('application.household.children')}</dt>
        <dd>{body.household.children}</dd>
      </dl>
      {indication.data && <MortgageFigures indication={indication.data} site={site} />}
      {indication.error && <Alert>{errorMessage(indication.error)}</Alert>}
      <ul className="credit-terms">
        <li>{t('application.review.check')}</li>
        <li>{t('application.review.truthful')}</li>
      </ul>
      {signature === 'cancelled' && !signing && (
        <Alert tone="info">{t('application.review.signCancelled')}</Alert>
      )}
      {signature === 'failed' && !signing && <Alert>{t('application.review.signFailed')}</Alert>}
      {stepUp.isError && <Alert focus>{errorMessage(stepUp.error)}</Alert>}
      {apply.isError && !needsSignature && <Alert focus>{errorMessage(apply.error)}</Alert>}
      <p className="muted">{t('application.review.signHint')}</p>
      <div className="credit-actions">
        {back && (
          <Button type="button" variant="secondary" onClick={back}>
            {t('application.back')}
          </Button>
        )}
        <Button type="submit" busy={signing}>
          {t('application.review.sign')}
        </Button>
      </div>
    </form>
  );
}
