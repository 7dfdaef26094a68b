import type { QuoteView } from '@havn/contract/web';
import { accountTypeOf, type SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatMoney } from '../../lib/format.ts';
import {
  changeClass,
  formatCompactMoney,
  formatDecimal,
  formatPercent,
  formatTime,
} from './market-format.ts';
import { useCostInfoQuery, useKeyFiguresQuery, useLatestTradesQuery } from './queries.ts';
import './InstrumentMarketData.css';

/** The price now, the change today and the market's state. */
export function QuoteSummary({ quote, site }: { quote: QuoteView | null | undefined; site: SiteId }) {
  const { t } = useTranslation('market');
  if (quote === undefined) return <Spinner />;
  if (quote === null) return <p className="muted">{t('price.unavailable')}</p>;
  return (
    <section className="quote-summary" aria-label={t('price.title')}>
      <p className="quote-last">
        <span className="visually-hidden">{t('price.last')} </span>
        <strong data-testid="quote-last">{formatMoney(quote.last, quote.currency, site)}</strong>
        <span className={changeClass(quote.change)}>
          <span className="visually-hidden">{t('price.change')} </span>
          {formatMoney(quote.change, quote.currency, site)} ({formatPercent(quote.changePercent, site)})
        </span>
        <span className={quote.marketOpen ? 'badge market-open' : 'badge'}>
          {t(`price.status.${quote.marketStatus}`)}
        </span>
      </p>
      <dl className="quote-facts">
        <div>
          <dt>{t('price.bid')}</dt>
          <dd>{formatMoney(quote.bid, quote.currency, site)}</dd>
        </div>
        <div>
          <dt>{t('price.ask')}</dt>
          <dd>{formatMoney(quote.ask, quote.currency, site)}</dd>
        </div>
        <div>
          <dt>{t('price.high')}</dt>
          <dd>{formatMoney(quote.dayHigh, quote.currency, site)}</dd>
        </div>
        <div>
          <dt>{t('price.low')}</dt>
          <dd>{formatMoney(quote.dayLow, quote.currency, site)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function KeyFigures({ instrumentId, site }: { instrumentId: number; site: SiteId }) {
  const { t } = useTranslation('market');
  const figures = useKeyFiguresQuery(instrumentId);
  if (!figures.data) return null;
  const f = figures.data;
  const rows: [string, string | null][] = [
    [t('keyFigures.marketCap'), f.marketCap && formatCompactMoney(f.marketCap, f.currency, site)],
    [t('keyFigures.peRatio'), f.peRatio && formatDecimal(f.peRatio, site)],
    [t('keyFigures.dividendYield'), f.dividendYield && formatPercent(f.dividendYield, site, false)],
    [t('keyFigures.high52w'), formatMoney(f.high52w, f.currency, site)],
    [t('keyFigures.low52w'), formatMoney(f.low52w, f.currency, site)],
    [t('keyFigures.volatility'), formatPercent(f.volatility, site, false)],
    [t('keyFigures.leverage'), f.leverage && formatDecimal(f.leverage, site)],
    [t('keyFigures.ongoingCharge'), f.ongoingCharge && formatPercent(f.ongoingCharge, site, false)],
  ];
  return (
    <section className="card key-figures" aria-labelledby="key-figures-title">
      <h2 id="key-figures-title">{t('keyFigures.title')}</h2>
      <dl className="figure-grid">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {f.simulatedFields.length > 0 && <p className="muted small">{t('keyFigures.simulated')}</p>}
    </section>
  );
}

export function LatestTrades({ instrumentId, site }: { instrumentId: number; site: SiteId }) {
  const { t } = useTranslation('market');
  const trades = useLatestTradesQuery(instrumentId);
  if (!trades.data) return null;
  return (
    <section className="card latest-trades" aria-labelledby="latest-trades-title">
      <h2 id="latest-trades-title">{t('trades.title')}</h2>
      {trades.data.trades.length === 0 ? (
        <p className="muted">{t('trades.empty')}</p>
      ) : (
        <TableScroll label={t('trades.title')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('trades.time')}</th>
                <th scope="col" className="num">
                  {t('trades.price')}
                </th>
                <th scope="col" className="num">
                  {t('trades.volume')}
                </th>
              </tr>
            </thead>
            <tbody>
              {trades.data.trades.map((trade) => (
                <tr key={trade.id}>
                  <td className="nowrap">{formatTime(trade.time, site)}</td>
                  <td className="num">{formatMoney(trade.price, trades.data.currency, site)}</td>
                  <td className="num">{trade.volume}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

export function CostInfo({ instrumentId, site }: { instrumentId: number; site: SiteId }) {
  const { t } = useTranslation('market');
  const { t: common } = useTranslation('common');
  const cost = useCostInfoQuery(instrumentId);
  if (!cost.data) return null;
  return (
    <section className="card cost-info" aria-labelledby="cost-info-title">
      <h2 id="cost-info-title">{t('cost.title')}</h2>
      <TableScroll label={t('cost.title')}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('cost.accountType')}</th>
              <th scope="col" className="num">
                {t('cost.commission')}
              </th>
              <th scope="col" className="num">
                {t('cost.minimum')}
              </th>
              <th scope="col" className="num">
                {t('cost.fx')}
              </th>
            </tr>
          </thead>
          <tbody>
            {cost.data.schedules.map((schedule) => (
              <tr key={`${schedule.accountType}-${schedule.country}`}>
                <td>{common(`accountTypes.${accountTypeOf(schedule.accountType, schedule.country)}`)}</td>
                <td className="num">{formatPercent(schedule.commissionRate, site, false)}</td>
                <td className="num">
                  {formatMoney(schedule.minimumCommission, schedule.accountCurrency, site)}
                </td>
                <td className="num">{schedule.fxRate ? formatDecimal(schedule.fxRate, site, 4) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {cost.data.ongoingCharge && (
        <p className="muted">
          {t('cost.ongoingCharge', { value: formatDecimal(cost.data.ongoingCharge, site) })}
        </p>
      )}
    </section>
  );
}
