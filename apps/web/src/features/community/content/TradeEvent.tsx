import { tradeEventKind } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useSite } from '../../../lib/site-context.ts';
import type { TradeEventView } from './types.ts';
import './TradeEvent.css';

/**
 * A member's trade on the instrument, worded by spec section 4: a new holding, bought more, sold some
 * or sold all; trades before 2025-08-29 say plainly bought or sold (`tradeEventKind`).
 */
export function TradeEvent({ trade }: { trade: TradeEventView }) {
  const { t } = useTranslation('feed');
  const site = useSite();
  const kind = tradeEventKind({
    tradeType: trade.tradeType,
    percentageChange: trade.percentageChange,
    postedAt: new Date(trade.postedAt),
  });
  return (
    <p className="trade-event">
      <span className={`trade-badge trade-${trade.tradeType === 'BUY' ? 'buy' : 'sell'}`}>
        {t(`trade.kinds.${kind}`)}
      </span>{' '}
      <span className="trade-instrument">{trade.instrument.name}</span>{' '}
      <span className="muted">
        {t('trade.price', {
          price: trade.currency ? formatMoney(trade.price, trade.currency, site) : trade.price,
        })}
      </span>
    </p>
  );
}
