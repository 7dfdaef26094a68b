import { MARKET_COUNTRIES } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { InstrumentIcon } from './InstrumentIcon.tsx';
import { instrumentPath } from './links.ts';
import { changeClass, formatDecimal, formatPercent } from './market-format.ts';
import { type MarketCountry, useMarketOverviewQuery } from './markets-queries.ts';
import './MarketsNow.css';

/** The market a site shows first: its own country's, Stockholm's for the English and German sites. */
export function homeMarketOf(site: SiteId): MarketCountry {
  return (MARKET_COUNTRIES as readonly string[]).includes(site) ? (site as MarketCountry) : 'se';
}

/** Rows that keep their place while the market loads, so the page does not jump. */
function Skeleton({ rows }: { rows: number }) {
  return (
    <ul className="home-quotes" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i} className="home-quote home-quote-skeleton">
          <span className="home-skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Markets now": the home market's status and indices with the day's change. The status and the
 * quotes come from the same call, so they never disagree.
 */
export function MarketsNow({ site }: { site: SiteId }) {
  const { t } = useTranslation(['common', 'market']);
  const country = homeMarketOf(site);
  const overview = useMarketOverviewQuery(country);
  return (
    <section className="home-panel" aria-labelledby="home-markets-title" aria-busy={overview.isPending}>
      <div className="home-panel-head">
        <h2 id="home-markets-title">{t('home.markets.title')}</h2>
        {overview.data && (
          <p className={`home-status home-status-${overview.data.marketStatus.toLowerCase()}`}>
            {t('home.markets.status', {
              market: t(`market:markets.lists.countries.${country}`),
              status: t(`market:price.status.${overview.data.marketStatus}`),
            })}
          </p>
        )}
      </div>
      {overview.isPending ? (
        <Skeleton rows={3} />
      ) : overview.isError ? (
        <Alert>{t('market:markets.overview.loadError')}</Alert>
      ) : (
        <ul className="home-quotes" data-testid="home-indices">
          {overview.data.indices.map((index) => (
            <li key={index.symbol} className="home-quote">
              <Link
                to={pagePath('market-indicator', site, { name: index.symbol })}
                className="home-quote-name"
              >
                {index.name}
              </Link>
              <span className="home-quote-last">{formatDecimal(index.value, site)}</span>
              <span className={`home-quote-change ${changeClass(index.changePercent)}`}>
                {formatPercent(index.changePercent, site)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="home-panel-more">
        <Link to={pagePath('market-overview', site, { country })}>{t('home.markets.all')}</Link>
      </p>
    </section>
  );
}

/** Popular instruments: the home market's most traded shares today, with price and day change. */
export function PopularInstruments({ site }: { site: SiteId }) {
  const { t } = useTranslation(['common', 'market']);
  const overview = useMarketOverviewQuery(homeMarketOf(site));
  return (
    <section className="home-panel" aria-labelledby="home-popular-title" aria-busy={overview.isPending}>
      <div className="home-panel-head">
        <h2 id="home-popular-title">{t('home.popular.title')}</h2>
      </div>
      {overview.isPending ? (
        <Skeleton rows={5} />
      ) : overview.isError ? (
        <Alert>{t('market:markets.overview.loadError')}</Alert>
      ) : overview.data.mostTraded.length === 0 ? (
        <p className="muted">{t('home.popular.empty')}</p>
      ) : (
        <ul className="home-quotes" data-testid="home-popular">
          {overview.data.mostTraded.map(({ instrument, quote }) => (
            <li key={instrument.id} className="home-quote home-quote-instrument">
              <InstrumentIcon symbol={instrument.symbol} name={instrument.name} />
              <Link to={instrumentPath(instrument, site)} className="home-quote-name">
                {instrument.name}
              </Link>
              <span className="home-quote-last">{formatMoney(quote.last, quote.currency, site)}</span>
              <span className={`home-quote-change ${changeClass(quote.changePercent)}`}>
                {formatPercent(quote.changePercent, site)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="home-panel-more">
        <Link to={pagePath('stock-list', site)}>{t('home.popular.all')}</Link>
      </p>
    </section>
  );
}
