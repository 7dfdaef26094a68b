import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { AutoFundWizard } from '../../features/savings/AutoFundWizard.tsx';
import { AUTO_FUND_STEPS, type AutoFundStep } from '../../features/savings/auto-fund-draft.ts';
import { usePlanSetup } from '../../features/savings/use-plan-setup.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/** The auto-fund wizard: a monthly savings plan made a step a page (the route's {step}). */
export default function AutoFundScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  useDocumentTitle(t('wizard.title'));
  const errorMessage = useErrorMessage();
  const setup = usePlanSetup();
  const asked = page.params.step as AutoFundStep;
  const step = AUTO_FUND_STEPS.includes(asked) ? asked : AUTO_FUND_STEPS[0];
  let body = <Spinner />;
  if (setup.state === 'error') body = <Alert>{errorMessage(setup.error)}</Alert>;
  else if (setup.state === 'ready') {
    body = <AutoFundWizard step={step} site={page.site} accounts={setup.accounts} sources={setup.sources} />;
  }
  return (
    <section className="card savings-page" aria-labelledby="auto-fund-title">
      <h1 id="auto-fund-title">{t('wizard.title')}</h1>
      {body}
    </section>
  );
}
