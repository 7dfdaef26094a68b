import { type SiteId, siteLocale } from '@havn/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatDecimal } from './market-format.ts';
import { useOrderBookQuery } from './queries.ts';
import './InstrumentMarketData.css';

/**
 * The order book's best five levels: buyers' volume and bid beside ask and sellers' volume, each row
 * a step further from the spread, its volume drawn as a bar. Nothing for a fund (priced once a day).
 */
export default function OrderBook({ instrumentId, site }: { instrumentId: number; site: SiteId }) {
  const { t } = useTranslation('market');
  const book = useOrderBookQuery(instrumentId);
  if (!book.data || (book.data.bids.length === 0 && book.data.asks.length === 0)) return null;
  const { bids, asks, currency } = book.data;
  const largest = Math.max(1, ...bids.map((l) => l.volume), ...asks.map((l) => l.volume));
  const depth = (volume: number) =>
    ({ '--depth': `${Math.round((volume / largest) * 100)}%` }) as CSSProperties;
  const rows = Array.from({ length: Math.max(bids.length, asks.length) }, (_, i) => ({
    bid: bids[i],
    ask: asks[i],
    key: i,
  }));
  return (
    <section className="card order-book" aria-labelledby="order-book-title">
      <h2 id="order-book-title">
        {t('orderBook.title')} <span className="muted small">{currency}</span>
      </h2>
      <TableScroll label={t('orderBook.title')}>
        <table className="data-table order-book-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('orderBook.buyVolume')}
              </th>
              <th scope="col" className="num">
                {t('orderBook.bid')}
              </th>
              <th scope="col" className="num">
                {t('orderBook.ask')}
              </th>
              <th scope="col" className="num">
                {t('orderBook.sellVolume')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ bid, ask, key }) => (
              <tr key={key}>
                <td className="num order-book-bid" style={bid ? depth(bid.volume) : undefined}>
                  {bid ? formatCount(bid.volume, site) : ''}
                </td>
                <td className="num">{bid ? bookPrice(bid.price, site) : ''}</td>
                <td className="num">{ask ? bookPrice(ask.price, site) : ''}</td>
                <td className="num order-book-ask" style={ask ? depth(ask.volume) : undefined}>
                  {ask ? formatCount(ask.volume, site) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="muted small">{t('orderBook.simulated')}</p>
    </section>
  );
}

/** A level's price as the exchange quotes it, its own decimals, the currency named once above. */
function bookPrice(price: string, site: SiteId): string {
  return formatDecimal(price, site, Math.max(2, price.split('.')[1]?.length ?? 0));
}

function formatCount(value: number, site: SiteId): string {
  return new Intl.NumberFormat(siteLocale[site]).format(value);
}
