import type { Account, FundRebalanceView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOn } from '../../../lib/focus.ts';
import { formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';

/**
 * What the server registered: each switch's sale and each purchase, with their trade dates, and
 * where to follow them. Its heading takes focus, as the button it answers has gone.
 */
export function RebalanceReceipt({
  placed,
  account,
  names,
  site,
}: {
  placed: FundRebalanceView;
  account: Account;
  names: ReadonlyMap<number, string>;
  site: SiteId;
}) {
  const { t } = useTranslation('rebalance');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusOn(heading.current);
  }, []);
  const name = (id: number) => names.get(id) ?? String(id);
  return (
    <div className="rebalance-receipt">
      <h3 ref={heading} tabIndex={-1}>
        {t('receipt.title')}
      </h3>
      <p>{t('receipt.lead', { switches: placed.switches.length, purchases: placed.orders.length })}</p>
      <ul className="rebalance-trades">
        {placed.switches.map((s) => (
          <li key={s.id} data-testid="rebalance-placed">
            {t('receipt.switch', {
              units: formatUnits(s.sell.units ?? '0', site),
              count: Number(s.sell.units),
              from: name(s.fromInstrumentId),
              to: name(s.toInstrumentId),
              date: formatDay(s.sell.estimatedTradeDate, site),
            })}
          </li>
        ))}
        {placed.orders.map((o) => (
          <li key={o.id} data-testid="rebalance-placed">
            {t('receipt.buy', {
              to: name(o.instrumentId),
              amount: formatMoney(o.amount ?? '0', account.currency, site),
              date: formatDay(o.estimatedTradeDate, site),
            })}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('receipt.cancellable')}</p>
      <p className="rebalance-links">
        <Link to={`${pagePath('fund-swap-orders', site)}?accid=${account.accid}`}>
          {t('receipt.switchesLink')}
        </Link>
        <Link to={`${pagePath('orders-trades', site)}?accid=${account.accid}`}>
          {t('receipt.ordersLink')}
        </Link>
      </p>
    </div>
  );
}
