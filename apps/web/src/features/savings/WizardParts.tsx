import type { SiteId } from '@havn/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import type { DraftAllocation } from './AllocationEditor.tsx';

/** A plan wizard's summary: the account, the amount, the day, how it is paid and what it buys (and more). */
export function PlanSummaryFacts({
  account,
  amount,
  currency,
  dayOfMonth,
  paidBy,
  allocations,
  site,
  children,
}: {
  account: string;
  amount: string;
  currency: string;
  dayOfMonth: number;
  paidBy: string;
  allocations: readonly DraftAllocation[];
  site: SiteId;
  /** More facts (a dt and dd each) after the amount. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('savings');
  return (
    <dl className="savings-facts">
      <dt>{t('plan.account')}</dt>
      <dd>{account}</dd>
      <dt>{t('wizard.amount')}</dt>
      <dd>{formatMoney(amount, currency, site)}</dd>
      {children}
      <dt>{t('plan.day')}</dt>
      <dd>{t('plan.dayValue', { day: dayOfMonth })}</dd>
      <dt>{t('plan.paidBy')}</dt>
      <dd>{paidBy}</dd>
      <dt>{t('plan.buys')}</dt>
      <dd>{allocations.map((a) => `${a.name} ${t('plan.percent', { percent: a.percent })}`).join(', ')}</dd>
    </dl>
  );
}

/**
 * A plan wizard's foot: the first purchase (on the day and summary steps), the refusal of the plan
 * sent, Back and the button on (or, at the summary, the one that starts the plan).
 */
export function WizardFoot({
  firstRun,
  site,
  failure,
  back,
  busy,
  last,
}: {
  /** The first purchase's day when it is to be said, else null. */
  firstRun: string | null;
  site: SiteId;
  /** What the plan's sending came to, said so the customer knows what to do; null: nothing wrong. */
  failure: string | null;
  /** The link back to the step before, if there is one. */
  back: ReactNode;
  busy: boolean;
  last: boolean;
}) {
  const { t } = useTranslation('savings');
  return (
    <>
      {firstRun && (
        <p className="savings-first-run" aria-live="polite">
          {t('form.firstRun', { date: formatDay(firstRun, site) })}
        </p>
      )}
      {failure && <Alert focus>{failure}</Alert>}
      <div className="savings-actions">
        {back}
        <Button type="submit" busy={busy}>
          {last ? t('form.submit') : t('wizard.next')}
        </Button>
      </div>
    </>
  );
}
