import { useTranslation } from 'react-i18next';
import { PensionMoveWizard } from '../../features/portfolio/pension-moves/PensionMoveWizard.tsx';
import {
  PENSION_TRANSFER_STEPS,
  type PensionMoveStep,
} from '../../features/portfolio/pension-moves/pension-move-draft.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Move my pension here (and the pension transfer, the same steps): a step a page, the route's {step}. */
export default function MovePensionScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('pensionMove.title'));
  const asked = page.params.step as PensionMoveStep;
  const step = PENSION_TRANSFER_STEPS.includes(asked) ? asked : PENSION_TRANSFER_STEPS[0];
  const routeId = page.routeId === 'pension-transfer' ? 'pension-transfer' : 'move-my-pension';
  return (
    <section className="card journey-page" aria-labelledby="pension-move-title">
      <h1 id="pension-move-title">{t('pensionMove.title')}</h1>
      {step === 'choose-company' && <p className="muted">{t('pensionMove.lead')}</p>}
      <PensionMoveWizard step={step} site={page.site} routeId={routeId} />
    </section>
  );
}
