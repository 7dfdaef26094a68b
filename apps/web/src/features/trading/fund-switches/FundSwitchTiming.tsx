import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { formatMarketTime } from '../fund-orders/fund-order-format.ts';
import { type FundOnMarket, useFundOrderTiming } from '../fund-orders/use-fund-order-timing.ts';

/**
 * What placing the switch now means: the sale at the next NAV of the fund sold, with its cut-off (in
 * the fund market's time) and trade date; the purchase only once the sale is priced.
 */
export function FundSwitchTiming({ fund, site }: { fund: FundOnMarket & { name: string }; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const timing = useFundOrderTiming(fund);
  return (
    <div className="fund-order-timing">
      <p className="fund-order-nav">{t('fundSwitch.timing.sale', { name: fund.name })}</p>
      <dl className="order-summary">
        <div>
          <dt>{t('fundSwitch.timing.cutOff')}</dt>
          <dd data-testid="fund-switch-cut-off">
            {timing ? formatMarketTime(timing.cutOff, site, timing.timeZone) : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('fundSwitch.timing.tradeDate')}</dt>
          <dd data-testid="fund-switch-trade-date">{timing ? formatDay(timing.tradeDate, site) : '–'}</dd>
        </div>
      </dl>
      <p>{t('fundSwitch.timing.purchase')}</p>
      <p className="muted small">{t('fundSwitch.timing.cancellable')}</p>
    </div>
  );
}
