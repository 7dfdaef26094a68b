import { PERFORMANCE_RANGES, type PerformanceRange } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { RangeButtons } from '../../components/RangeButtons.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { changeClass, formatPercent } from '../market-data/market-format.ts';
import { PerformanceChart } from './PerformanceChart.tsx';
import { usePerformanceQuery } from './queries.ts';

/** One account's value day by day and its time-weighted return over a chosen period. */
export function Performance({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const [range, setRange] = useState<PerformanceRange>('1Y');
  const [showDays, setShowDays] = useState(false);
  const performance = usePerformanceQuery(accid, range);
  const data = performance.data;
  const first = data?.points[0];
  const last = data?.points.at(-1);

  return (
    <div className="card performance" aria-busy={performance.isFetching}>
      <RangeButtons
        ranges={PERFORMANCE_RANGES}
        value={range}
        onChange={setRange}
        legend={t('analytics.ranges')}
        short={(value) => t(`analytics.range.${value}`)}
        long={(value) => t(`analytics.rangeLong.${value}`)}
      />
      {performance.isPending ? (
        <Spinner />
      ) : performance.isError ? (
        <Alert>{errorMessage(performance.error)}</Alert>
      ) : !data || !first || !last ? (
        <p role="status">{t('analytics.empty')}</p>
      ) : (
        <>
          <dl className="figure-grid performance-summary">
            <div>
              <dt>{t('analytics.value')}</dt>
              <dd data-testid="performance-value">{formatMoney(last.value, data.currency, site)}</dd>
            </div>
            <div>
              <dt>{t('analytics.change')}</dt>
              <dd className={changeClass(data.change)}>{formatMoney(data.change, data.currency, site)}</dd>
            </div>
            <div>
              <dt>{t('analytics.return')}</dt>
              <dd className={changeClass(data.returnPercent)} data-testid="performance-return">
                {formatPercent(data.returnPercent, site)}
              </dd>
            </div>
            <div>
              <dt>{t('analytics.netDeposits')}</dt>
              <dd>{formatMoney(last.netDeposits, data.currency, site)}</dd>
            </div>
          </dl>
          <p className="muted">{t('analytics.returnHelp')}</p>
          <h2>{t('analytics.chartTitle')}</h2>
          <PerformanceChart points={data.points} />
          <p className="visually-hidden">
            {t('analytics.chartSummary', {
              range: t(`analytics.rangeLong.${range}`),
              from: formatMoney(first.value, data.currency, site),
              to: formatMoney(last.value, data.currency, site),
              percent: formatPercent(data.returnPercent, site),
            })}
          </p>
          <button
            type="button"
            className="btn"
            aria-expanded={showDays}
            aria-controls={`days-${accid}`}
            onClick={() => setShowDays((shown) => !shown)}
          >
            {showDays ? t('analytics.hideDays') : t('analytics.showDays')}
          </button>
          <div id={`days-${accid}`} hidden={!showDays}>
            {showDays && (
              <table className="data-table">
                <caption>{t('analytics.daily')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.date')}</th>
                    <th scope="col">{t('analytics.value')}</th>
                    <th scope="col">{t('analytics.cash')}</th>
                    <th scope="col">{t('analytics.holdings')}</th>
                    <th scope="col">{t('analytics.return')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.points].reverse().map((point) => (
                    <tr key={point.date}>
                      <th scope="row">
                        <time dateTime={point.date}>{formatDay(point.date, site)}</time>
                      </th>
                      <td>{formatMoney(point.value, data.currency, site)}</td>
                      <td>{formatMoney(point.cash, data.currency, site)}</td>
                      <td>{formatMoney(point.holdings, data.currency, site)}</td>
                      <td className={changeClass(point.returnPercent)}>
                        {formatPercent(point.returnPercent, site)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
    </div>
  );
}
