import type { PayoutAccountView, SavingsPlanView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { sumMoney } from '@havn/domain/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { accountOption } from '../../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import type { FundingGroup } from './use-funding-overview.ts';

/** A bank account in a sentence: its bank and the last four digits ("SEB ••7466"), else its number. */
export function bankLabel(payout: PayoutAccountView | undefined): string {
  if (!payout) return '';
  if (!payout.bankName) return payout.display;
  return `${payout.bankName} ••${payout.display.replace(/\D/g, '').slice(-4)}`;
}

/** What a plan buys, in a line: "Avanza Global 60 %, XACT OMXS30 40 %". */
export function useBuysLine(name: (id: number) => string) {
  const { t } = useTranslation('savings');
  return (plan: SavingsPlanView) =>
    plan.allocations
      .map((a) => `${name(a.instrumentId)} ${t('plan.percent', { percent: a.percent })}`)
      .join(', ');
}

/**
 * One account's monthly savings of the kind and their funding: what each plan buys and on which day,
 * the other plans drawing on the same cash, the recurring deposits already arriving, and what is
 * needed, arriving and missing each month (the domain's rule).
 */
export function FundingGroupCard({
  group,
  payouts,
  name,
  site,
}: {
  group: FundingGroup;
  payouts: readonly PayoutAccountView[];
  name: (id: number) => string;
  site: SiteId;
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const buys = useBuysLine(name);
  const headingId = useId();
  const { account, funding } = group;
  const money = (amount: string) => formatMoney(amount, account.currency, site);
  return (
    <article className="card funding-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{accountOption(account, typeName).label}</h3>
      <h4 className="savings-subhead">{t('funding.plansTitle')}</h4>
      <ul className="funding-lines">
        {group.plans.map((plan) => (
          <li key={plan.id}>
            <span>
              <strong>{t('funding.planLine', { amount: money(plan.amount), day: plan.dayOfMonth })}</strong>
              <br />
              <span className="muted">{buys(plan)}</span>
            </span>
          </li>
        ))}
      </ul>
      {group.others.length > 0 && (
        <p className="muted">
          {t('funding.others', {
            count: group.others.length,
            amount: money(sumMoney(group.others.map((p) => p.amount))),
          })}
        </p>
      )}
      <h4 className="savings-subhead">{t('funding.arrivingTitle')}</h4>
      {group.deposits.length === 0 ? (
        <p className="muted">{t('funding.noDeposits')}</p>
      ) : (
        <ul className="funding-lines">
          {group.deposits.map((deposit) => (
            <li key={deposit.id}>
              {t('funding.depositLine', {
                amount: money(deposit.amount),
                day: deposit.dayOfMonth,
                bank: bankLabel(payouts.find((p) => p.id === deposit.payoutAccountId)),
              })}
            </li>
          ))}
        </ul>
      )}
      <dl className="savings-facts funding-sums">
        <dt>{t('funding.need')}</dt>
        <dd>
          <span className="num">{money(funding.need)}</span>
          {funding.etfBuffer !== '0.00' && (
            <>
              <br />
              <span className="muted">{t('funding.buffer', { amount: money(funding.etfBuffer) })}</span>
            </>
          )}
        </dd>
        <dt>{t('funding.incoming')}</dt>
        <dd>
          <span className="num">{money(funding.incoming)}</span>
        </dd>
        <dt>{t('funding.gap')}</dt>
        <dd>
          {funding.covered ? (
            t('funding.coveredShort')
          ) : (
            <strong className="num">{money(funding.gap)}</strong>
          )}
        </dd>
      </dl>
    </article>
  );
}
