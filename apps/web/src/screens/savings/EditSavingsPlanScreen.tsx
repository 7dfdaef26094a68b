import type { SavingsPlanView } from '@havn/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { PLAN_PARAM } from '../../features/savings/plan-format.ts';
import { useSavingsPlans, useSavingsRuns } from '../../features/savings/queries.ts';
import { SavingsPlanForm } from '../../features/savings/SavingsPlanForm.tsx';
import { useInstrumentFacts } from '../../features/savings/use-instrument-names.ts';
import { usePlanSetup } from '../../features/savings/use-plan-setup.ts';
import { formatDay } from '../../lib/format.ts';
import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/**
 * Changing a plan's amount, day and funds: the plan is named by `?plan=` (the list's Edit link); the
 * route's type (fund or etf) says what the plan holds and is not needed to find it.
 */
export default function EditSavingsPlanScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  useDocumentTitle(t('form.editTitle'));
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const id = params.get(PLAN_PARAM) ?? '';
  const plans = useSavingsPlans();
  const setup = usePlanSetup();
  const [saved, setSaved] = useState<SavingsPlanView | null>(null);
  const plan = plans.data?.find((p) => p.id === id && p.status !== 'CANCELLED');
  const runs = useSavingsRuns(plan?.id ?? '', plan !== undefined);
  const facts = useInstrumentFacts(plan?.allocations.map((a) => a.instrumentId) ?? []);
  const toList = <Link to={pagePath('monthly-savings', page.site)}>{t('form.toList')}</Link>;
  let body = <Spinner />;
  if (plans.isError) body = <Alert>{errorMessage(plans.error)}</Alert>;
  else if (setup.state === 'error') body = <Alert>{errorMessage(setup.error)}</Alert>;
  else if (plans.data && !plan) {
    body = (
      <p>
        {id ? t('form.notFound') : t('form.choose')} {toList}
      </p>
    );
  } else if (plan && setup.state === 'ready' && facts.types !== null && !runs.isPending) {
    body = (
      <SavingsPlanForm
        site={page.site}
        accounts={setup.accounts}
        sources={setup.sources}
        plan={plan}
        names={facts.name}
        lastRunMonth={runs.data?.[0]?.month ?? null}
        onSaved={setSaved}
      />
    );
  }
  return (
    <section className="card savings-page" aria-labelledby="savings-edit-title">
      <h1 id="savings-edit-title">{t('form.editTitle')}</h1>
      {saved && (
        <Alert tone="success" focus key={saved.updatedAt}>
          {t('form.saved', { date: saved.nextRunDate ? formatDay(saved.nextRunDate, page.site) : '' })}{' '}
          {toList}
        </Alert>
      )}
      {body}
    </section>
  );
}
