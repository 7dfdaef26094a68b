import type { SavingsPlanView } from '@havn/contract/web';
import { SAVINGS_PLAN_MAX_ALLOCATIONS } from '@havn/domain/broker/index';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { allocationsFromParam, FUNDS_PARAM } from '../../features/savings/plan-format.ts';
import { SavingsPlanForm } from '../../features/savings/SavingsPlanForm.tsx';
import { useInstrumentFacts } from '../../features/savings/use-instrument-names.ts';
import { usePlanSetup } from '../../features/savings/use-plan-setup.ts';
import { formatDay } from '../../lib/format.ts';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/**
 * Starting a monthly savings plan on one form; once started, its first purchase day and the way to the
 * list. `?funds=` (the fund portfolio guide's link) fills in the funds and their shares, named once
 * their names are here; the next plan after it starts empty.
 */
export default function CreateSavingsPlanScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  useDocumentTitle(t('form.createTitle'));
  const errorMessage = useErrorMessage();
  const setup = usePlanSetup();
  const [params] = useSearchParams();
  const fundsValue = params.get(FUNDS_PARAM);
  const suggested = useMemo(
    () => allocationsFromParam(fundsValue, SAVINGS_PLAN_MAX_ALLOCATIONS),
    [fundsValue],
  );
  const facts = useInstrumentFacts(suggested.map((a) => a.instrumentId));
  const [created, setCreated] = useState<SavingsPlanView | null>(null);
  // A new form for the next plan: a fresh component, a fresh Idempotency-Key.
  const [formKey, setFormKey] = useState(0);
  const prefilled = formKey === 0 && suggested.length > 0;
  let body = <Spinner />;
  if (setup.state === 'error') body = <Alert>{errorMessage(setup.error)}</Alert>;
  else if (setup.state === 'ready' && (!prefilled || facts.settled)) {
    body = (
      <SavingsPlanForm
        key={formKey}
        site={page.site}
        accounts={setup.accounts}
        sources={setup.sources}
        {...(prefilled ? { initialAllocations: suggested, names: facts.name } : {})}
        onSaved={(plan) => {
          setCreated(plan);
          setFormKey((k) => k + 1);
        }}
      />
    );
  }
  return (
    <section className="card savings-page" aria-labelledby="savings-create-title">
      <h1 id="savings-create-title">{t('form.createTitle')}</h1>
      <p className="muted">{t('lead')}</p>
      {prefilled && <p>{t('form.fromGuide')}</p>}
      {created && (
        <Alert tone="success" focus key={created.id}>
          {t('form.created', { date: created.nextRunDate ? formatDay(created.nextRunDate, page.site) : '' })}{' '}
          <Link to={pagePath('monthly-savings', page.site)}>{t('form.toList')}</Link>
        </Alert>
      )}
      {body}
    </section>
  );
}
