import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { PensionAutoSavings } from '../../features/savings/pension/PensionAutoSavings.tsx';
import { PensionNewSavings } from '../../features/savings/pension/PensionNewSavings.tsx';
import {
  PENSION_AUTO_SAVINGS_STEPS,
  PENSION_NEW_SAVINGS_STEPS,
  type PensionAutoStep,
  type PensionNewStep,
} from '../../features/savings/pension/pension-savings-draft.ts';
import { usePlanSetup } from '../../features/savings/use-plan-setup.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/savings/savings.css';

/** Pension saving: a new pension account (pension-savings-new) or monthly saving into one (pension-savings-auto). */
export default function PensionSavingsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  const auto = page.routeId === 'pension-savings-auto';
  const title = auto ? t('pension.auto.title') : t('pension.new.title');
  useDocumentTitle(title);
  return (
    <section className="card savings-page" aria-labelledby="pension-savings-title">
      <h1 id="pension-savings-title">{title}</h1>
      {auto ? <AutoBody page={page} /> : <NewBody page={page} />}
    </section>
  );
}

function NewBody({ page }: { page: Page }) {
  const asked = page.params.step as PensionNewStep;
  const step = PENSION_NEW_SAVINGS_STEPS.includes(asked) ? asked : PENSION_NEW_SAVINGS_STEPS[0];
  return <PensionNewSavings step={step} site={page.site} />;
}

function AutoBody({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const setup = usePlanSetup();
  const asked = page.params.step as PensionAutoStep;
  const step = PENSION_AUTO_SAVINGS_STEPS.includes(asked) ? asked : PENSION_AUTO_SAVINGS_STEPS[0];
  if (setup.state === 'pending') return <Spinner />;
  if (setup.state === 'error') {
    return (
      <Alert>
        {errorMessage(setup.error)}{' '}
        <Button variant="link" onClick={() => window.location.reload()}>
          {t('pension.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <PensionAutoSavings step={step} site={page.site} accounts={setup.accounts} sources={setup.sources} />
  );
}
