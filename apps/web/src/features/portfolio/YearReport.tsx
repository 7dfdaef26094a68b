import type { PortfolioReport } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatDay, formatMoney, formatUnits } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { instrumentPath } from '../market-data/links.ts';
import { formatPercent } from '../market-data/market-format.ts';
import { useReportQuery } from './queries.ts';
import './YearReport.css';

/** How many years back the year menu offers; the server says which have a report. */
const YEARS_OFFERED = 5;

/** One account's portfolio report for a chosen year, with a print button. */
export function YearReport({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const report = useReportQuery(accid, year);
  const yearId = useId();

  return (
    <div className="card">
      <p className="report-controls">
        <label htmlFor={yearId}>{t('report.year')}</label>{' '}
        <select id={yearId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>{' '}
        <button type="button" className="btn" onClick={() => window.print()}>
          {t('report.print')}
        </button>
      </p>
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <Alert>{errorMessage(report.error)}</Alert>
      ) : (
        <ReportBody report={report.data} site={site} />
      )}
    </div>
  );
}

function ReportBody({ report, site }: { report: PortfolioReport; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const money = (amount: string) => formatMoney(amount, report.currency, site);
  const figures = [
    ['startValue', money(report.startValue)],
    ['deposits', money(report.deposits)],
    ['withdrawals', money(report.withdrawals)],
    ['bought', money(report.bought)],
    ['sold', money(report.sold)],
    ['fees', money(report.fees)],
    ['realizedReturn', money(report.realizedReturn)],
    ['change', money(report.change)],
    ['return', formatPercent(report.returnPercent, site)],
    ['endValue', money(report.endValue)],
  ] as const;
  return (
    <>
      <h2>{t('report.period', { from: formatDay(report.from, site), to: formatDay(report.to, site) })}</h2>
      <dl className="figure-grid report-figures">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`report.${key}`)}</dt>
            <dd data-testid={`report-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('report.holdingsTitle')}</h3>
      {report.holdings.length === 0 ? (
        <p className="muted">{t('report.noHoldings')}</p>
      ) : (
        <TableScroll label={t('report.holdingsTitle')}>
          <table className="data-table">
            <caption className="visually-hidden">{t('report.holdingsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.instrument')}</th>
                <th scope="col" className="num">
                  {t('report.volume')}
                </th>
                <th scope="col" className="num">
                  {t('report.price')}
                </th>
                <th scope="col" className="num">
                  {t('report.marketValue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.holdings.map((h) => (
                <tr key={h.instrumentId}>
                  <th scope="row">
                    <Link to={instrumentPath({ id: h.instrumentId, name: h.name }, site)}>{h.name}</Link>
                  </th>
                  <td className="num">{formatUnits(h.volume, site)}</td>
                  <td className="num">{h.price ? formatMoney(h.price, h.currency, site) : '–'}</td>
                  <td className="num">{h.value ? formatMoney(h.value, h.currency, site) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
