import type { FundOrderView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { focusOn } from '../../../lib/focus.ts';
import { formatDateTime, formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { formatMarketTime } from './fund-order-format.ts';

type FundOrderWords = Pick<FundOrderView, 'side' | 'amount' | 'units' | 'all' | 'currency'>;

/** "Buy Avanza Global for SEK 1,000.00." / "Sell 3.1992 units of …" / "Sell all units of …" */
export function useFundOrderSummary(): (order: FundOrderWords, name: string, site: SiteId) => string {
  const { t } = useTranslation('portfolio');
  return (order, name, site) => {
    if (order.side === 'BUY') {
      return t('funds.receipt.buy', { name, amount: formatMoney(order.amount ?? '0', order.currency, site) });
    }
    if (order.all) return t('funds.receipt.sellAll', { name });
    const units = order.units ?? '0';
    return t('funds.receipt.sell', { name, units: formatUnits(units, site), count: Number(units) });
  };
}

/**
 * What the server registered: the order in words, its state, trade date and cut-off (in the fund
 * market's time once the ticket knows the zone). Its heading takes focus, as the submit button it
 * answers has gone.
 */
export function FundOrderReceipt({
  order,
  name,
  timeZone,
  site,
  onAnother,
  headingLevel = 3,
}: {
  order: FundOrderView;
  name: string;
  timeZone: string | undefined;
  site: SiteId;
  onAnother: () => void;
  /** 3 in the drawer, under its title; 2 on the fund's order page, under its h1. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('portfolio');
  const summary = useFundOrderSummary();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useEffect(() => {
    focusOn(heading.current);
  }, []);
  return (
    <div className="order-confirmation fund-order-receipt" role="status">
      <Heading ref={heading} tabIndex={-1}>
        {t('funds.receipt.title')}
      </Heading>
      <p>{summary(order, name, site)}</p>
      <p>
        {t('funds.receipt.status')}{' '}
        <strong data-testid="fund-order-state">{t(`funds.state.${order.state}`)}</strong>
      </p>
      <dl className="order-summary">
        <div>
          <dt>{t('funds.ticket.tradeDate')}</dt>
          <dd>{formatDay(order.estimatedTradeDate, site)}</dd>
        </div>
        <div>
          <dt>{t('funds.ticket.cutOff')}</dt>
          <dd>
            {timeZone ? formatMarketTime(order.cutOff, site, timeZone) : formatDateTime(order.cutOff, site)}
          </dd>
        </div>
      </dl>
      {order.state === 'REGISTERED' && <p>{t('funds.receipt.cancellable')}</p>}
      <p>
        <Link to={pagePath('orders-trades', site)}>{t('funds.receipt.ordersLink')}</Link>
      </p>
      <Button variant="secondary" onClick={onAnother}>
        {t('funds.receipt.another')}
      </Button>
    </div>
  );
}
