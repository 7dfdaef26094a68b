import { useTranslation } from 'react-i18next';
import { MoveSavingsWizard } from '../../features/savings/move-savings/MoveSavingsWizard.tsx';
import {
  MOVE_SAVINGS_STEPS,
  type MoveSavingsStep,
} from '../../features/savings/move-savings/move-savings-draft.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Move funds here from another fund company or bank (move-savings): a step a page, the route's {step}. */
export default function MoveSavingsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('savings');
  useDocumentTitle(t('moveSavings.title'));
  const asked = page.params.step as MoveSavingsStep;
  const step = MOVE_SAVINGS_STEPS.includes(asked) ? asked : MOVE_SAVINGS_STEPS[0];
  return (
    <section className="card journey-page" aria-labelledby="move-savings-title">
      <h1 id="move-savings-title">{t('moveSavings.title')}</h1>
      {step === 'choose-account' && <p className="muted">{t('moveSavings.lead')}</p>}
      <MoveSavingsWizard step={step} site={page.site} />
    </section>
  );
}
