import type { Account } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { changeClass } from '../../features/market-data/market-format.ts';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { useRealisedQuery } from '../../features/portfolio/queries.ts';
import {
  TaxStatementDownload,
  taxFormOfAccount,
} from '../../features/portfolio/tax/TaxStatementDownload.tsx';
import { YearSelect } from '../../features/portfolio/tax/YearSelect.tsx';
import '../../features/portfolio/tax/tax.css';
import { formatDateTime, formatMoney, formatUnits } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The realisation overview: each account's sales of a year, costed by its country's tax method. */
export default function RealisationScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('realised.title'));
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  return (
    <section className="portfolio-page" aria-labelledby="realised-title">
      <h1 id="realised-title">{t('realised.title')}</h1>
      <p className="muted">{t('realised.lead')}</p>
      <div className="report-pickers">
        <YearSelect value={year} thisYear={thisYear} onChange={setYear} />
      </div>
      <PerAccount>
        {(account) => (
          <>
            <AccountRealised accid={account.accid} year={year} site={page.site} />
            <TaxStatement account={account} year={year} />
          </>
        )}
      </PerAccount>
    </section>
  );
}

function AccountRealised({ accid, year, site }: { accid: string; year: number; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const realised = useRealisedQuery(accid, year);
  if (realised.isPending) return <Spinner />;
  if (realised.isError) return <Alert>{errorMessage(realised.error)}</Alert>;
  const { rows, total, accountCurrency: A, method } = realised.data;
  const money = (amount: string) => formatMoney(amount, A, site);
  return (
    <>
      <p className="muted small">{t(`realised.method_${method}`)}</p>
      {rows.length === 0 ? (
        <p className="muted">{t('realised.empty', { year })}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">
            {t('realised.title')} {year}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('realised.date')}</th>
              <th scope="col">{t('realised.instrument')}</th>
              <th scope="col" className="num">
                {t('realised.volume')}
              </th>
              <th scope="col" className="num">
                {t('realised.price')}
              </th>
              <th scope="col" className="num">
                {t('realised.proceeds')}
              </th>
              <th scope="col" className="num">
                {t('realised.cost')}
              </th>
              <th scope="col" className="num">
                {t('realised.result')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.executionId}>
                <td className="nowrap">
                  <time dateTime={row.soldAt}>{formatDateTime(row.soldAt, site)}</time>
                </td>
                <th scope="row">
                  <Link to={instrumentPath({ id: row.instrumentId, name: row.name }, site)}>{row.name}</Link>
                </th>
                <td className="num">{formatUnits(row.volume, site)}</td>
                <td className="num">{formatMoney(row.price, row.currency, site)}</td>
                <td className="num">{money(row.proceeds)}</td>
                <td className="num">{money(row.cost)}</td>
                <td className={`num ${changeClass(row.result)}`}>{money(row.result)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('realised.total')}
              </th>
              <td className="num">{money(total.proceeds)}</td>
              <td className="num">{money(total.cost)}</td>
              <td className={`num ${changeClass(total.result)}`} data-testid="realised-total">
                {money(total.result)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </>
  );
}

/** The year's statement on the account's country form, downloaded as a PDF; nothing for an account without one. */
function TaxStatement({ account, year }: { account: Account; year: number }) {
  const { t } = useTranslation('portfolio');
  const form = taxFormOfAccount(account);
  if (form === null) return <p className="muted small">{t('realised.noForm')}</p>;
  return <TaxStatementDownload accid={account.accid} form={form} year={year} />;
}
