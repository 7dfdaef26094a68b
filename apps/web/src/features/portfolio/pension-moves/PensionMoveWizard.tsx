import type { SiteId } from '@havn/domain';
import type { RouteId } from '@havn/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOn } from '../../../lib/focus.ts';
import { Link, useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { ChoicesStep } from './ChoicesStep.tsx';
import { ChooseCompanyStep } from './ChooseCompanyStep.tsx';
import { CollectInformationStep } from './CollectInformationStep.tsx';
import { CompilationStep } from './CompilationStep.tsx';
import { InsurancesStep } from './InsurancesStep.tsx';
import {
  missingStepBefore,
  PENSION_TRANSFER_STEPS,
  type PensionMoveStep,
  usePensionMoveDraft,
} from './pension-move-draft.ts';
import type { StepProps } from './StepActions.tsx';
import { stepMove } from './step-move.ts';
import '../../accounts-and-money/settings.css';
import '../../../components/journey.css';
import './pension-moves.css';

/**
 * Moving a pension here, a step a page (the route's {step}): choose the companies, give the
 * information mandate and fetch, review the insurances, choose what moves where, then the summary
 * signed with eID. The answers are kept for the tab's session; a step whose earlier answers are
 * missing sends back to the first of them. On a move to another step focus goes to the step's
 * heading, which says which step of how many it is.
 */
export function PensionMoveWizard({
  step,
  site,
  routeId,
}: {
  step: PensionMoveStep;
  site: SiteId;
  routeId: Extract<RouteId, 'move-my-pension' | 'pension-transfer'>;
}) {
  const { t } = useTranslation('portfolio');
  const navigate = useNavigate();
  const [draft, update] = usePensionMoveDraft();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = PENSION_TRANSFER_STEPS.indexOf(step);
  const stepPath = (s: PensionMoveStep) => pagePath(routeId, site, { step: s });
  const missing = missingStepBefore(draft, step);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step shown
  useEffect(() => {
    if (!stepMove.pending) return;
    stepMove.pending = false;
    // After the shell's own move of focus to the page (its main, then its h1), which runs later.
    const timer = setTimeout(() => focusOn(heading.current), 0);
    return () => clearTimeout(timer);
  }, [step]);

  const previous = PENSION_TRANSFER_STEPS[index - 1];
  const following = PENSION_TRANSFER_STEPS[index + 1];
  const props: StepProps = {
    draft,
    update,
    site,
    next: () => {
      if (!following) return;
      stepMove.pending = true;
      navigate(stepPath(following));
    },
    back: previous ? stepPath(previous) : null,
    stepPath,
  };
  let body = null;
  if (missing) {
    body = (
      <p>
        {t('pensionMove.missing')} <Link to={stepPath(missing)}>{t(`pensionMove.steps.${missing}`)}</Link>
      </p>
    );
  } else if (step === 'choose-company') body = <ChooseCompanyStep {...props} />;
  else if (step === 'collect-information') body = <CollectInformationStep {...props} />;
  else if (step === 'your-insurances') body = <InsurancesStep {...props} />;
  else if (step === 'make-choices') body = <ChoicesStep {...props} />;
  else body = <CompilationStep {...props} />;

  return (
    <div className="pension-move">
      <p className="journey-progress">
        <progress value={index + 1} max={PENSION_TRANSFER_STEPS.length} aria-hidden="true" />
      </p>
      <h2 ref={heading} tabIndex={-1} className="journey-step">
        {t('pensionMove.stepOf', {
          n: index + 1,
          of: PENSION_TRANSFER_STEPS.length,
          name: t(`pensionMove.steps.${step}`),
        })}
      </h2>
      {body}
    </div>
  );
}
