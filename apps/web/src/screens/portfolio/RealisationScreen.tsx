import { api } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { type AccountType, type TaxForm, taxFormOf } from '@havn/domain/broker/index';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { changeClass } from '../../features/market-data/market-format.ts';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { useRealisedQuery } from '../../features/portfolio/queries.ts';
import { callForFile } from '../../lib/api-client.ts';
import { formatDateTime, formatMoney, formatUnits } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** How many years back the year menu offers; the server says which an account has. */
const YEARS_OFFERED = 5;

/** The realisation overview: each account's sales of a year, costed by its country's tax method. */
export default function RealisationScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('realised.title'));
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const yearId = useId();
  return (
    <section className="portfolio-page" aria-labelledby="realised-title">
      <h1 id="realised-title">{t('realised.title')}</h1>
      <p className="muted">{t('realised.lead')}</p>
      <p>
        <label htmlFor={yearId}>{t('realised.year')}</label>{' '}
        <select id={yearId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </p>
      <PerAccount>
        {(account) => (
          <>
            <AccountRealised accid={account.accid} year={year} site={page.site} />
            <TaxStatement accid={account.accid} accountType={account.accountType} year={year} />
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
function TaxStatement({
  accid,
  accountType,
  year,
}: {
  accid: string;
  accountType: AccountType;
  year: number;
}) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const form: TaxForm | null = taxFormOf(accountType);
  if (form === null) return <p className="muted small">{t('realised.noForm')}</p>;
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const pdf = await callForFile(api.portfolio.taxReport, 'application/pdf', {
        params: { accid },
        query: { year, form },
      });
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `havn-${form}-${year}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <div className="tax-statement">
      <Button variant="secondary" busy={state.busy} onClick={download}>
        {t('realised.download', { form: t(`realised.forms.${form}`), year })}
      </Button>
      {state.error !== null && <Alert>{errorMessage(state.error)}</Alert>}
    </div>
  );
}
