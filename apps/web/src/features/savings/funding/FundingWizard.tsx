import type { SiteId } from '@havn/domain';
import type { SavingsFundingKind } from '@havn/domain/broker/savings-funding';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { focusOn } from '../../../lib/focus.ts';
import { Link, useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { FUNDING_STEPS, type FundingStep, stepMove, useFundingDraft } from './funding-draft.ts';
import { Receipt } from './Receipt.tsx';
import { reviewedTransfer, SummaryStep } from './SummaryStep.tsx';
import { TransferStep } from './TransferStep.tsx';
import { collectableFrom, useFundingOverview } from './use-funding-overview.ts';
import '../../../components/journey.css';
import './funding.css';

/**
 * Funding monthly savings of one kind (funds or ETFs), a step a page (the route's {step}): the plans
 * and the proposed monthly transfer, then the summary with Confirm and the receipt. The draft is kept
 * for the tab's session (a reload keeps it, the receipt too); the summary without a whole draft sends
 * back to the first step. On a move to the other step focus goes to its heading.
 */
export function FundingWizard({
  kind,
  step,
  site,
}: {
  kind: SavingsFundingKind;
  step: FundingStep;
  site: SiteId;
}) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const overview = useFundingOverview(kind);
  const { draft, update, change } = useFundingDraft(kind);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepPath = (s: FundingStep) => pagePath('monthly-savings-transfer', site, { kind, step: s });
  const go = (to: FundingStep) => {
    stepMove.pending = true;
    navigate(stepPath(to));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step shown
  useEffect(() => {
    if (!stepMove.pending) return;
    stepMove.pending = false;
    // After the shell's own move of focus to the page (its main, then its h1), which runs later.
    const timer = setTimeout(() => focusOn(heading.current), 0);
    return () => clearTimeout(timer);
  }, [step]);

  // Back at the first step after a receipt: a new transfer starts afresh, from the new suggestion.
  useEffect(() => {
    if (step === 'transfer' && draft.made !== null) update(null);
  }, [step, draft.made, update]);

  const done = step === 'summary' && draft.made !== null;
  let body = null;
  if (done) {
    body = (
      <Receipt
        made={draft.made!}
        site={site}
        again={() => {
          update(null);
          go('transfer');
        }}
      />
    );
  } else if (overview.state === 'pending') {
    body = <Spinner />;
  } else if (overview.state === 'error') {
    body = (
      <Alert>
        {errorMessage(overview.error)}{' '}
        <Button variant="link" onClick={overview.retry}>
          {t('moveSavings.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (step === 'transfer') {
    body = (
      <TransferStep
        kind={kind}
        groups={overview.groups}
        payouts={overview.payouts}
        mandates={overview.mandates}
        name={overview.name}
        draft={draft}
        change={change}
        site={site}
        next={() => go('summary')}
      />
    );
  } else {
    const transfer = reviewedTransfer(draft, overview.groups, (g) =>
      collectableFrom(g.account, overview.payouts, overview.mandates),
    );
    body = transfer ? (
      <SummaryStep
        transfer={transfer}
        name={overview.name}
        draft={draft}
        update={update}
        back={stepPath('transfer')}
        site={site}
      />
    ) : (
      <p>
        {t('wizard.missing')}{' '}
        <Link to={stepPath('transfer')} onClick={() => (stepMove.pending = true)}>
          {t('funding.steps.transfer')}
        </Link>
      </p>
    );
  }

  const index = FUNDING_STEPS.indexOf(step);
  return (
    <div className="funding">
      {!done && (
        <p className="journey-progress">
          <progress value={index + 1} max={FUNDING_STEPS.length} aria-hidden="true" />
        </p>
      )}
      <h2 ref={heading} tabIndex={-1} className="journey-step">
        {done
          ? t('funding.receipt.title')
          : t('wizard.stepOf', { n: index + 1, of: FUNDING_STEPS.length, name: t(`funding.steps.${step}`) })}
      </h2>
      {body}
    </div>
  );
}
