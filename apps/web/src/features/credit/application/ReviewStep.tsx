import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatWholeMoney } from '../../../lib/format.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { SignatureAlerts, useSignedSubmit } from '../../identity/use-signed-submit.tsx';
import { MortgageFigures } from '../MortgageFigures.tsx';
import { useApplyForMortgage, useMortgageIndication } from '../queries.ts';
import type { StepProps } from './ApplicationSteps.tsx';
import { applicationBody } from './application-draft.ts';

/**
 * What will be applied for, then the signature with a fresh eID (useSignedSubmit: one Idempotency-Key
 * across the round trip); `onSigned` shows the application's status.
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
  const body = applicationBody(draft);
  const indication = useMortgageIndication(body.property.value, body.loanAmount);
  const money = (amount: string) => formatWholeMoney(amount, 'SEK', site);

  const submit = useSignedSubmit({
    mutation: useApplyForMortgage(),
    variables: (idempotencyKey) => ({ idempotencyKey, body }),
    idempotency: { key: draft.key, setKey: (key) => update({ key }) },
    onDone: (application) => onSigned(application.id),
  });
  const co = body.household.coApplicant;
  return (
    <form
      className="credit-form"
      noValidate
      aria-busy={submit.signing}
      onSubmit={(event) => {
        event.preventDefault();
        submit.send();
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
      <SignatureAlerts
        submit={submit}
        cancelled={t('application.review.signCancelled')}
        failed={t('application.review.signFailed')}
      />
      {submit.error && <Alert focus>{errorMessage(submit.error)}</Alert>}
      <p className="muted">{t('application.review.signHint')}</p>
      <div className="credit-actions">
        {back && (
          <Button type="button" variant="secondary" onClick={back}>
            {t('application.back')}
          </Button>
        )}
        <Button type="submit" busy={submit.signing}>
          {t('application.review.sign')}
        </Button>
      </div>
    </form>
  );
}
