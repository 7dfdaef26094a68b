import { type InstrumentQuoteView, MARKET_COUNTRIES } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import type { RouteId } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { instrumentPath } from '../../features/market-data/links.ts';
import { formatDecimal, formatPercent } from '../../features/market-data/market-format.ts';
import { type MarketCountry, useMarketOverviewQuery } from '../../features/market-data/markets-queries.ts';
import { formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LIST_BY_ROUTE } from './InstrumentListScreen.tsx';
import './MarketOverviewScreen.css';
import './market.css';

function isCountry(value: string | undefined): value is MarketCountry {
  return (MARKET_COUNTRIES as readonly (string | undefined)[]).includes(value);
}

/** A country's market: indices, top movers and most traded, with links to the lists and news. */
export default function MarketOverviewScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  const country: MarketCountry = isCountry(page.params.country)
    ? page.params.country
    : isCountry(page.site)
      ? page.site
      : 'se';
  const overview = useMarketOverviewQuery(country);
  useDocumentTitle(t('routes:titles.market-overview'));
  const listRoutes = (Object.keys(LIST_BY_ROUTE) as RouteId[]).filter(
    (id) => id !== 'investment-fund-list' || page.site === 'dk',
  );
  return (
    <section className="markets-page" aria-labelledby="overview-title">
      <h1 id="overview-title">{t('routes:titles.market-overview')}</h1>
      <nav className="markets-tabs" aria-label={t('market:markets.overview.country')}>
        {MARKET_COUNTRIES.map((code) => (
          <Link
            key={code}
            to={pagePath('market-overview', page.site, { country: code })}
            aria-current={code === country ? 'page' : undefined}
          >
            {t(`market:markets.lists.countries.${code}`)}
          </Link>
        ))}
      </nav>
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <Alert>{t('market:markets.overview.loadError')}</Alert>
      ) : (
        <>
          <p>{t(`market:price.status.${overview.data.marketStatus}`)}</p>
          <section aria-labelledby="overview-indices">
            <h2 id="overview-indices">{t('market:markets.overview.indices')}</h2>
            <ul className="markets-indices">
              {overview.data.indices.map((index) => (
                <li key={index.symbol}>
                  <Link to={pagePath('market-indicator', page.site, { name: index.symbol })}>
                    {index.name}
                  </Link>
                  <span className="num">{formatDecimal(index.value, page.site)}</span>
                  <span
                    className={`num ${index.changePercent.startsWith('-') ? 'markets-down' : 'markets-up'}`}
                  >
                    {formatPercent(index.changePercent, page.site)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <div className="markets-columns">
            <MoverTable
              id="gainers"
              title={t('market:markets.overview.gainers')}
              rows={overview.data.gainers}
              site={page.site}
            />
            <MoverTable
              id="losers"
              title={t('market:markets.overview.losers')}
              rows={overview.data.losers}
              site={page.site}
            />
            <MoverTable
              id="most-traded"
              title={t('market:markets.overview.mostTraded')}
              rows={overview.data.mostTraded}
              site={page.site}
            />
          </div>
        </>
      )}
      <section aria-labelledby="overview-lists">
        <h2 id="overview-lists">{t('market:markets.overview.lists')}</h2>
        <ul className="markets-links">
          {listRoutes.map((id) => (
            <li key={id}>
              <Link to={pagePath(id, page.site)}>{t(`routes:titles.${id}`)}</Link>
            </li>
          ))}
          <li>
            <Link to={pagePath('market-news', page.site)}>{t('market:markets.overview.news')}</Link>
          </li>
        </ul>
      </section>
    </section>
  );
}

function MoverTable({
  id,
  title,
  rows,
  site,
}: {
  id: string;
  title: string;
  rows: InstrumentQuoteView[];
  site: SiteId;
}) {
  const { t } = useTranslation('market');
  const headingId = `overview-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <TableScroll label={title}>
        <table className="markets-table">
          <thead>
            <tr>
              <th scope="col">{t('markets.table.name')}</th>
              <th scope="col" className="num">
                {t('markets.table.last')}
              </th>
              <th scope="col" className="num">
                {t('markets.table.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ instrument, quote }) => (
              <tr key={instrument.id}>
                <th scope="row">
                  <span className="markets-name">
                    <Link to={instrumentPath(instrument, site)} title={instrument.name}>
                      {instrument.name}
                    </Link>
                  </span>
                </th>
                <td className="num">{formatMoney(quote.last, quote.currency, site)}</td>
                <td className={`num ${quote.changePercent.startsWith('-') ? 'markets-down' : 'markets-up'}`}>
                  {formatPercent(quote.changePercent, site)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
