import type { Account, PayoutAccountView, SavingsPlanView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { focusOn } from '../../lib/focus.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { accountOption } from '../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { PLAN_PARAM, planEditType } from './plan-format.ts';
import { usePlanAction } from './queries.ts';
import { SavingsRuns } from './SavingsRuns.tsx';
import { useInstrumentFacts } from './use-instrument-names.ts';

/**
 * One plan: its account, amount a month, day, how it is paid, what it buys, its state and next run
 * (and, when its account will lack cash, a link to the monthly transfer that funds it);
 * Pause or Resume, Edit and End (after a confirmation); then its runs.
 */
export function SavingsPlanCard({
  plan,
  account,
  payout,
  lacksCash = false,
  site,
}: {
  plan: SavingsPlanView;
  account: Account | undefined;
  payout: PayoutAccountView | undefined;
  /** The account's cash will not cover its plans: the card links to the monthly transfer. */
  lacksCash?: boolean;
  site: SiteId;
}) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const action = usePlanAction();
  const [confirming, setConfirming] = useState(false);
  const facts = useInstrumentFacts(plan.allocations.map((a) => a.instrumentId));
  const headingId = useId();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  // The question takes focus when it opens, so a screen reader reads it before its two answers.
  useEffect(() => {
    if (confirming) focusOn(confirmRef.current);
  }, [confirming]);
  const amount = formatMoney(plan.amount, plan.currency, site);
  const ended = plan.status === 'CANCELLED';
  const run = (kind: 'pause' | 'resume' | 'cancel') =>
    action.mutate({ id: plan.id, action: kind }, { onSuccess: () => setConfirming(false) });
  const editPath = `${pagePath('monthly-savings-edit', site, {
    type: planEditType(facts.types ?? []),
  })}?${PLAN_PARAM}=${encodeURIComponent(plan.id)}`;
  return (
    <article className="card savings-plan" aria-labelledby={headingId}>
      <header className="savings-plan-head">
        <h2 id={headingId}>{t('plan.perMonth', { amount })}</h2>
        <span className={`savings-status savings-status-${plan.status.toLowerCase()}`}>
          {t(`plan.status.${plan.status}`)}
        </span>
      </header>
      <dl className="savings-facts">
        <dt>{t('plan.account')}</dt>
        <dd>{account ? accountOption(account, typeName).label : plan.accid}</dd>
        <dt>{t('plan.day')}</dt>
        <dd>{t('plan.dayValue', { day: plan.dayOfMonth })}</dd>
        <dt>{t('plan.paidBy')}</dt>
        <dd>
          {plan.source === 'CASH'
            ? t('plan.source.CASH')
            : t('plan.source.DIRECT_DEBIT', { bank: payout?.display ?? '' })}
        </dd>
        <dt>{t('plan.nextRun')}</dt>
        <dd>{plan.nextRunDate ? formatDay(plan.nextRunDate, site) : t('plan.noNextRun')}</dd>
      </dl>
      <h3 className="savings-subhead">{t('plan.buys')}</h3>
      <ul className="savings-allocations">
        {plan.allocations.map((a) => (
          <li key={a.instrumentId}>
            <span>{facts.name(a.instrumentId)}</span>
            <span className="num">{t('plan.percent', { percent: a.percent })}</span>
          </li>
        ))}
      </ul>
      {lacksCash && (
        <Alert tone="info">
          {t('plan.lacksCash')}{' '}
          <Link
            to={pagePath('monthly-savings-transfer', site, {
              kind: planEditType(facts.types ?? []) === 'etf' ? 'etfs' : 'funds',
              step: 'transfer',
            })}
          >
            {t('plan.fundIt')}
          </Link>
        </Alert>
      )}
      {!ended && (
        <div className="savings-actions">
          {plan.status === 'ACTIVE' ? (
            <Button variant="secondary" busy={action.isPending} onClick={() => run('pause')}>
              {t('plan.pause')}
            </Button>
          ) : (
            <Button variant="secondary" busy={action.isPending} onClick={() => run('resume')}>
              {t('plan.resume')}
            </Button>
          )}
          <Link className="btn btn-secondary" to={editPath}>
            {t('plan.edit')}
          </Link>
          <Button
            ref={endRef}
            variant="secondary"
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            {t('plan.end')}
          </Button>
        </div>
      )}
      {confirming && !ended && (
        <div className="savings-confirm">
          <p ref={confirmRef}>{t('plan.endConfirm')}</p>
          <div className="savings-actions">
            <Button busy={action.isPending} onClick={() => run('cancel')}>
              {t('plan.endYes')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                focusOn(endRef.current);
              }}
            >
              {t('plan.endNo')}
            </Button>
          </div>
        </div>
      )}
      {action.isError && <Alert focus>{errorMessage(action.error)}</Alert>}
      <details className="savings-runs">
        <summary>{t('runs.title')}</summary>
        <SavingsRuns planId={plan.id} currency={plan.currency} site={site} name={facts.name} />
      </details>
    </article>
  );
}
