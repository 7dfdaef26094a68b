import type { FundRebalanceTradeView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney, formatUnits, localTimeZone } from '../../../lib/format.ts';
import { formatMarketTime } from '../fund-orders/fund-order-format.ts';

/**
 * The trades of a rebalance in plain words: each switch (units of one fund sold, the money buying
 * another once the sale is priced) or purchase from cash, with its cut-off and trade dates.
 */
export function RebalanceTrades({
  trades,
  names,
  currency,
  site,
}: {
  trades: FundRebalanceTradeView[];
  names: ReadonlyMap<number, string>;
  currency: string;
  site: SiteId;
}) {
  const { t } = useTranslation('rebalance');
  const name = (id: number | null) => (id === null ? '' : (names.get(id) ?? String(id)));
  return (
    <ol className="rebalance-trades">
      {trades.map((trade) => (
        <li
          key={`${trade.kind}-${trade.fromInstrumentId}-${trade.toInstrumentId}`}
          data-testid="rebalance-trade"
        >
          <p className="rebalance-trade-what">
            {trade.kind === 'SWITCH'
              ? t('trade.switch', {
                  units: formatUnits(trade.units ?? '0', site),
                  count: Number(trade.units),
                  from: name(trade.fromInstrumentId),
                  to: name(trade.toInstrumentId),
                  amount: formatMoney(trade.amount, currency, site),
                })
              : t('trade.buy', {
                  to: name(trade.toInstrumentId),
                  amount: formatMoney(trade.amount, currency, site),
                })}
          </p>
          <p className="muted small">
            {trade.kind === 'SWITCH'
              ? t('trade.switchTiming', {
                  cutOff: formatMarketTime(trade.cutOff, site, localTimeZone()),
                  saleDate: formatDay(trade.estimatedTradeDate, site),
                  purchaseDate: formatDay(trade.purchaseTradeDate, site),
                })
              : t('trade.buyTiming', {
                  cutOff: formatMarketTime(trade.cutOff, site, localTimeZone()),
                  date: formatDay(trade.estimatedTradeDate, site),
                })}
          </p>
        </li>
      ))}
    </ol>
  );
}
