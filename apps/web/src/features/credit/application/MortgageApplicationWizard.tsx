import type { SiteId } from '@havn/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOn } from '../../../lib/focus.ts';
import { useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { HouseholdStep, LoanStep, PropertyStep, type StepProps } from './ApplicationSteps.tsx';
import {
  APPLICATION_STEPS,
  type ApplicationStep,
  firstIncompleteStep,
  stepProblems,
  useApplicationDraft,
} from './application-draft.ts';
import { ReviewStep } from './ReviewStep.tsx';

/**
 * The mortgage application, a step at a time on one page: the property, the loan (with its live
 * indication), income and household, then the review signed with eID. The answers are kept for the
 * tab's session (the eID trip leaves the page); a step whose earlier answers are missing goes back to
 * the first of them. Each move to another step puts focus on the step's heading, which says which
 * step of how many it is; a step left with problems puts it on the first field in error.
 */
export function MortgageApplicationWizard({
  site,
  carried,
}: {
  site: SiteId;
  carried: { propertyValue?: string; loanAmount?: string };
}) {
  const { t } = useTranslation('credit');
  const navigate = useNavigate();
  const [draft, update] = useApplicationDraft(carried);
  const [tried, setTried] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const step: ApplicationStep = firstIncompleteStep(draft, draft.step) ?? draft.step;
  const index = APPLICATION_STEPS.indexOf(step);
  const problems = tried ? stepProblems(draft, step) : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step shown
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    focusOn(heading.current);
  }, [step]);

  const go = (to: ApplicationStep) => {
    setTried(false);
    moved.current = true;
    update({ step: to });
  };
  const props: StepProps = {
    draft,
    update,
    problems,
    site,
    next: () => {
      if (Object.keys(stepProblems(draft, step)).length > 0) {
        setTried(true);
        // After the errors render: the first field in error.
        setTimeout(
          () => focusOn(container.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null),
          0,
        );
        return;
      }
      const following = APPLICATION_STEPS[index + 1];
      if (following) go(following);
    },
    back: index > 0 ? () => go(APPLICATION_STEPS[index - 1]!) : null,
  };
  const onSigned = (id: string) => {
    update(null);
    navigate(`${pagePath('mortgage-application', site)}?application=${encodeURIComponent(id)}`, {
      replace: true,
    });
  };

  return (
    <div className="credit-wizard" ref={container}>
      <p className="credit-progress">
        <progress value={index + 1} max={APPLICATION_STEPS.length} aria-hidden="true" />
      </p>
      <h2 ref={heading} tabIndex={-1} className="credit-step">
        {t('application.stepOf', {
          n: index + 1,
          of: APPLICATION_STEPS.length,
          name: t(`application.steps.${step}`),
        })}
      </h2>
      <p className="muted">{t(`application.intro.${step}`)}</p>
      {step === 'property' && <PropertyStep {...props} />}
      {step === 'loan' && <LoanStep {...props} />}
      {step === 'household' && <HouseholdStep {...props} />}
      {step === 'review' && <ReviewStep {...props} onSigned={onSigned} />}
    </div>
  );
}
