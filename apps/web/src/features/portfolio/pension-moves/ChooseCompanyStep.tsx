import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { usePensionCompanies } from './queries.ts';
import { StepActions, type StepProps } from './StepActions.tsx';

/** Which pension companies to move from: one or more of those the information service reports. */
export function ChooseCompanyStep({ draft, update, next, back }: StepProps) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const companies = usePensionCompanies();
  const [invalid, setInvalid] = useState(false);
  if (companies.isPending) return <Spinner />;
  if (companies.isError) {
    return (
      <Alert>
        {errorMessage(companies.error)}{' '}
        <Button variant="link" onClick={() => void companies.refetch()}>
          {t('pensionMove.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (companies.data.length === 0) return <p>{t('pensionMove.choose.none')}</p>;

  const toggle = (id: string, on: boolean) => {
    const chosen = on ? [...draft.companies, id] : draft.companies.filter((c) => c !== id);
    // Other companies, other insurances: what was fetched and chosen is asked again.
    update({ companies: chosen, fetched: false, insuranceIds: [] });
    if (chosen.length > 0) setInvalid(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.companies.length === 0) return setInvalid(true);
    next();
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('pensionMove.choose.intro')}</p>
      <fieldset className="choice-list" aria-describedby={invalid ? 'pension-company-error' : undefined}>
        <legend>{t('pensionMove.choose.legend')}</legend>
        {companies.data.map((company) => (
          <label key={company.id} className="choice">
            <input
              type="checkbox"
              checked={draft.companies.includes(company.id)}
              onChange={(event) => toggle(company.id, event.target.checked)}
            />
            <span>{company.name}</span>
          </label>
        ))}
      </fieldset>
      {invalid && (
        <div id="pension-company-error">
          <Alert focus>{t('pensionMove.choose.required')}</Alert>
        </div>
      )}
      <StepActions back={back} />
    </form>
  );
}
