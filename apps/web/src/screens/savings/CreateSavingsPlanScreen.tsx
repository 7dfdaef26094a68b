import type { SavingsPlanView } from '@havn/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { SavingsPlanForm } from '../../features/savings/SavingsPlanForm.tsx';
import { usePlanSetup } from '../../features/savings/use-plan-setup.ts';
import { formatDay } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/** Starting a monthly savings plan on one form; once started, its first purchase day and the way to the list. */
export default function CreateSavingsPlanScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  useDocumentTitle(t('form.createTitle'));
  const errorMessage = useErrorMessage();
  const setup = usePlanSetup();
  const [created, setCreated] = useState<SavingsPlanView | null>(null);
  // A new form for the next plan: a fresh component, a fresh Idempotency-Key.
  const [formKey, setFormKey] = useState(0);
  let body = <Spinner />;
  if (setup.state === 'error') body = <Alert>{errorMessage(setup.error)}</Alert>;
  else if (setup.state === 'ready') {
    body = (
      <SavingsPlanForm
        key={formKey}
        site={page.site}
        accounts={setup.accounts}
        sources={setup.sources}
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
