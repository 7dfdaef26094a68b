import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { listOfNames } from './pension-move-format.ts';
import { StepActions, type StepProps } from './StepActions.tsx';
import { useChosenInsurances } from './use-chosen-insurances.ts';

/**
 * The information mandate: what Havn fetches, from whom and what for, given with a tick; then the
 * fetch, company by company, with its progress. Once all have answered it goes on to the insurances.
 */
export function CollectInformationStep({ draft, update, next, back }: StepProps) {
  const { t, i18n } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const ids = { mandate: useId(), progress: useId() };
  const [fetching, setFetching] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const fetch = useChosenInsurances(draft.companies, fetching || draft.fetched);
  const companies = listOfNames(fetch.names, i18n.language);
  const done = fetch.chosen.filter((c) => c.state === 'success').length;

  // All fetched: on to the insurances (once; a later visit shows the consent given and a way on).
  useEffect(() => {
    if (!fetching || fetch.status !== 'success') return;
    setFetching(false);
    update({ fetched: true });
    next();
  }, [fetching, fetch.status, update, next]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.consent) return setInvalid(true);
    if (draft.fetched) return next();
    setFetching(true);
  };
  const busy = fetching && fetch.status === 'pending';
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <section className="journey-panel" aria-labelledby={ids.mandate}>
        <h3 id={ids.mandate}>{t('pensionMove.collect.title')}</h3>
        <p>{t('pensionMove.collect.intro', { companies })}</p>
        <ul>
          <li>{t('pensionMove.collect.what')}</li>
          <li>{t('pensionMove.collect.use')}</li>
          <li>{t('pensionMove.collect.nothingMoves')}</li>
        </ul>
      </section>
      <label className="choice">
        <input
          type="checkbox"
          checked={draft.consent}
          disabled={busy}
          onChange={(event) => {
            update({ consent: event.target.checked });
            if (event.target.checked) setInvalid(false);
          }}
        />
        <span>{t('pensionMove.collect.accept')}</span>
      </label>
      {invalid && <Alert focus>{t('pensionMove.collect.acceptRequired')}</Alert>}
      {(fetching || draft.fetched) && (
        <div className="pension-fetch" role="status" aria-live="polite">
          <label htmlFor={ids.progress}>
            {t('pensionMove.collect.progress', { done, of: fetch.chosen.length })}
          </label>
          <progress id={ids.progress} value={done} max={fetch.chosen.length} />
          <ul className="journey-list">
            {fetch.chosen.map((company) => (
              <li key={company.id} data-state={company.state}>
                <span>{company.name}</span>
                <span className="muted">
                  {company.state === 'success'
                    ? t('pensionMove.collect.found', { count: company.count })
                    : company.state === 'error'
                      ? t('pensionMove.collect.notFetched')
                      : t('pensionMove.collect.fetching')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {fetch.status === 'error' && (fetching || draft.fetched) && (
        <Alert focus>
          {errorMessage(fetch.error)}{' '}
          <Button variant="link" onClick={fetch.retry}>
            {t('pensionMove.tryAgain')}
          </Button>
        </Alert>
      )}
      <StepActions
        back={back}
        busy={busy}
        label={draft.fetched ? t('pensionMove.next') : t('pensionMove.collect.fetch')}
      />
    </form>
  );
}
