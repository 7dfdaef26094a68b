import { HISTORY_RANGES } from '@havn/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDecimal, formatPercent } from '../../features/market-data/market-format.ts';
import { useIndicatorQuery } from '../../features/market-data/markets-queries.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { Page } from '../../lib/page.ts';
import { useTimeZone } from '../../lib/render-clock.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './MarketIndicatorScreen.css';
import './market.css';
import { TableScroll } from '../../components/TableScroll.tsx';

type Range = (typeof HISTORY_RANGES)[number];

/** One market indicator (index, FX rate, commodity): value, change and history by range. */
export default function MarketIndicatorScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  const zone = useTimeZone();
  const [range, setRange] = useState<Range>('1m');
  const indicator = useIndicatorQuery(page.params.name ?? '', range);
  useDocumentTitle(indicator.data?.name ?? t('routes:titles.market-indicator'));
  if (indicator.isPending) return <Spinner />;
  if (indicator.isError) {
    const notFound = indicator.error instanceof ApiError && indicator.error.status === 404;
    return (
      <section className="card narrow">
        <h1>{t('routes:titles.market-indicator')}</h1>
        <Alert>
          {notFound ? t('market:markets.indicator.notFound') : t('market:markets.indicator.loadError')}
        </Alert>
      </section>
    );
  }
  const { data } = indicator;
  const points = data.points.slice(-30).reverse();
  return (
    <section className="markets-page" aria-labelledby="indicator-title">
      <h1 id="indicator-title">{data.name}</h1>
      <dl className="markets-facts">
        <dt>{t('market:markets.indicator.value')}</dt>
        <dd>{formatDecimal(data.value, page.site)}</dd>
        <dt>{t('market:markets.indicator.change')}</dt>
        <dd className={data.changePercent.startsWith('-') ? 'markets-down' : 'markets-up'}>
          {formatDecimal(data.change, page.site)} ({formatPercent(data.changePercent, page.site)})
        </dd>
      </dl>
      <fieldset className="markets-tabs">
        <legend className="visually-hidden">{t('market:chart.ranges')}</legend>
        {HISTORY_RANGES.map((value) => (
          <button
            key={value}
            type="button"
            className="btn btn-secondary"
            aria-pressed={value === range}
            aria-label={t(`market:chart.rangeLong.${value}`)}
            onClick={() => setRange(value)}
          >
            {t(`market:chart.range.${value}`)}
          </button>
        ))}
      </fieldset>
      <h2>{t('market:markets.indicator.history')}</h2>
      <TableScroll label={t('market:markets.indicator.history')}>
        <table className="markets-table">
          <tbody>
            {points.map((point) => (
              <tr key={point.time}>
                <th scope="row">{formatDateTime(point.time, page.site, zone)}</th>
                <td className="num">{formatDecimal(point.value, page.site)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
