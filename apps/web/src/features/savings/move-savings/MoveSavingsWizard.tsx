import type { SiteId } from '@havn/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOn } from '../../../lib/focus.ts';
import { Link, useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { ChooseAccountStep } from './ChooseAccountStep.tsx';
import { ConfirmationStep } from './ConfirmationStep.tsx';
import {
  isChosen,
  MOVE_SAVINGS_STEPS,
  type MoveSavingsStep,
  stepMove,
  useMoveSavingsDraft,
} from './move-savings-draft.ts';
import { SummaryStep } from './SummaryStep.tsx';
import '../../accounts-and-money/settings.css';
import '../../../components/journey.css';
import './move-savings.css';

/**
 * Moving funds here from another fund company or bank, a step a page (the route's {step}): the
 * provider, the transfer authority, the receiving account and the holdings that may move; the
 * summary, signed with eID; the confirmation with the transfers and their steps. The answers are kept
 * for the tab's session; the summary without them sends back to the first step. On a move to another
 * step focus goes to the step's heading, which says which step of how many it is.
 */
export function MoveSavingsWizard({ step, site }: { step: MoveSavingsStep; site: SiteId }) {
  const { t } = useTranslation('savings');
  const navigate = useNavigate();
  const [draft, update] = useMoveSavingsDraft();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = MOVE_SAVINGS_STEPS.indexOf(step);
  const stepPath = (s: MoveSavingsStep) => pagePath('move-savings', site, { step: s });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step shown
  useEffect(() => {
    if (!stepMove.pending) return;
    stepMove.pending = false;
    // After the shell's own move of focus to the page (its main, then its h1), which runs later.
    const timer = setTimeout(() => focusOn(heading.current), 0);
    return () => clearTimeout(timer);
  }, [step]);

  const go = (to: MoveSavingsStep, search = '') => {
    stepMove.pending = true;
    navigate(`${stepPath(to)}${search}`);
  };
  let body = null;
  if (step === 'summary' && !isChosen(draft)) {
    body = (
      <p>
        {t('moveSavings.missing')}{' '}
        <Link to={stepPath('choose-account')}>{t('moveSavings.steps.choose-account')}</Link>
      </p>
    );
  } else if (step === 'choose-account') {
    body = <ChooseAccountStep draft={draft} update={update} site={site} next={() => go('summary')} />;
  } else if (step === 'summary') {
    body = (
      <SummaryStep
        draft={draft}
        update={update}
        site={site}
        back={stepPath('choose-account')}
        done={(id) => go('confirmation', `?transfer=${encodeURIComponent(id)}`)}
      />
    );
  } else {
    body = <ConfirmationStep site={site} startPath={stepPath('choose-account')} />;
  }

  return (
    <div className="move-savings">
      <p className="journey-progress">
        <progress value={index + 1} max={MOVE_SAVINGS_STEPS.length} aria-hidden="true" />
      </p>
      <h2 ref={heading} tabIndex={-1} className="journey-step">
        {t('moveSavings.stepOf', {
          n: index + 1,
          of: MOVE_SAVINGS_STEPS.length,
          name: t(`moveSavings.steps.${step}`),
        })}
      </h2>
      {body}
    </div>
  );
}
