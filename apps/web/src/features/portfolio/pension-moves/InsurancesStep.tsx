import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { InsuranceCard } from './InsuranceCard.tsx';
import { isChoosable } from './pension-move-format.ts';
import { BackLink, StepActions, type StepProps } from './StepActions.tsx';
import { useChosenInsurances } from './use-chosen-insurances.ts';

/** What was found at the chosen companies: each insurance, and whether it may move or why not. */
export function InsurancesStep({ draft, update, site, next, back, stepPath }: StepProps) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const found = useChosenInsurances(draft.companies, true);
  if (found.status === 'pending') return <Spinner />;
  if (found.status === 'error') {
    return (
      <Alert>
        {errorMessage(found.error)}{' '}
        <Button variant="link" onClick={found.retry}>
          {t('pensionMove.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const choosable = found.insurances.filter(isChoosable);
  if (found.insurances.length === 0) {
    return (
      <>
        <p>{t('pensionMove.insurances.none')}</p>
        <p>
          <Link to={stepPath('choose-company')}>{t('pensionMove.insurances.chooseOther')}</Link>
        </p>
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Everything that may move is chosen to begin with; the next step is where to leave some out.
    const kept = draft.insuranceIds.filter((id) => choosable.some((i) => i.id === id));
    update({ insuranceIds: kept.length > 0 ? kept : choosable.map((i) => i.id) });
    next();
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        {t('pensionMove.insurances.summary', { count: found.insurances.length, movable: choosable.length })}
      </p>
      <ul className="pension-insurances">
        {found.insurances.map((insurance) => (
          <InsuranceCard key={insurance.id} insurance={insurance} site={site} />
        ))}
      </ul>
      {choosable.length === 0 ? (
        <>
          <Alert tone="info">{t('pensionMove.insurances.noneMovable')}</Alert>
          <div className="journey-actions">{back && <BackLink to={back} />}</div>
        </>
      ) : (
        <StepActions back={back} />
      )}
    </form>
  );
}
