import type { TaxReportView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { deemedCostPercent } from '@havn/domain/broker/index';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { OrderCard, OrderFacts } from '../../components/OrderCard.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { accountOption } from '../../features/accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { formatInstantDay } from '../../features/portfolio/corporate-actions/corporate-action-format.ts';
import { useTaxReportQuery } from '../../features/portfolio/queries.ts';
import {
  TaxStatementDownload,
  taxFormOfAccount,
} from '../../features/portfolio/tax/TaxStatementDownload.tsx';
import { YearSelect } from '../../features/portfolio/tax/YearSelect.tsx';
import { formatMoney, formatUnits } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useTimeZone } from '../../lib/render-clock.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/portfolio/corporate-actions/corporate-actions.css';
import '../../features/portfolio/tax/tax.css';

/**
 * The Finnish 9A statement (luovutusvoitot ja -tappiot) of an arvo-osuustili: the year's sales, each
 * with its deemed acquisition cost beside the cost counted (the larger of it and what the shares cost,
 * first in, first out), the year's totals and the PDF for the tax return. Only accounts on the 9A form
 * are offered; a customer without one is told which account gets it.
 */
export default function TaxReport9AScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  useDocumentTitle(t('tax9a.title'));
  const accounts = useAccountsQuery();
  const eligible = (accounts.data ?? []).filter((account) => taxFormOfAccount(account) === '9A');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const accid = eligible.find((account) => account.accid === chosen)?.accid ?? eligible[0]?.accid;

  const body = () => {
    if (accounts.isPending) return <Spinner />;
    if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
    if (eligible.length === 0) {
      return (
        <div className="ca-empty">
          <p>{t('tax9a.noAccount')}</p>
          <p>
            <Link to={`${pagePath('account-creation', page.site)}?type=DEPOT`}>{t('tax9a.openAccount')}</Link>
          </p>
        </div>
      );
    }
    return (
      <>
        <div className="report-pickers">
          <SelectField
            label={t('accountPicker')}
            value={accid ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            options={eligible.map((account) => accountOption(account, typeName))}
          />
          <YearSelect value={year} thisYear={thisYear} onChange={setYear} />
        </div>
        {accid !== undefined && <Statement accid={accid} year={year} site={page.site} />}
      </>
    );
  };

  return (
    <section className="portfolio-page" aria-labelledby="tax9a-title">
      <h1 id="tax9a-title">{t('tax9a.title')}</h1>
      <p className="muted">{t('tax9a.lead')}</p>
      {body()}
    </section>
  );
}

/** One account's statement of one year: the sales as cards, then the totals and the PDF. */
function Statement({ accid, year, site }: { accid: string; year: number; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const report = useTaxReportQuery(accid, year, '9A');
  const salesId = useId();
  const totalsId = useId();
  if (report.isPending) return <Spinner />;
  if (report.isError) return <Alert>{errorMessage(report.error)}</Alert>;
  const { sales, totals, accountCurrency: A, preliminary } = report.data;
  const money = (amount: string) => formatMoney(amount, A, site);
  return (
    <>
      {preliminary && <p className="muted small">{t('tax9a.preliminary', { year })}</p>}
      <p className="muted small">{t('realised.method_FIFO')}</p>
      <section aria-labelledby={salesId}>
        <h2 id={salesId}>{t('tax9a.sales', { year })}</h2>
        {sales.length === 0 ? (
          <p className="muted ca-empty">{t('realised.empty', { year })}</p>
        ) : (
          <ul className="order-cards tax-9a-sales">
            {sales.map((sale, i) => (
              // A sale has no id of its own here: two sales of one instrument a second apart are two.
              // biome-ignore lint/suspicious/noArrayIndexKey: the statement's order is fixed, oldest first
              <Sale key={`${sale.instrumentId}-${sale.soldAt}-${i}`} sale={sale} currency={A} site={site} />
            ))}
          </ul>
        )}
      </section>
      {sales.length === 0 ? (
        // Nothing to sum: the statement for the tax return still says so.
        <TaxStatementDownload accid={accid} form="9A" year={year} />
      ) : (
        <section className="card tax-9a-totals" aria-labelledby={totalsId}>
          <h2 id={totalsId}>{t('tax9a.totals', { year })}</h2>
          <OrderFacts
            className="ca-facts"
            facts={[
              [t('tax9a.proceeds'), money(totals.proceeds)],
              [t('tax9a.costCounted'), money(totals.cost)],
              [t('tax9a.gains'), money(totals.gain)],
              [t('tax9a.losses'), money(totals.loss)],
            ]}
          />
          <TaxStatementDownload accid={accid} form="9A" year={year} />
        </section>
      )}
    </>
  );
}

/**
 * One sale: when the shares were bought and sold, the price after fees, the deemed acquisition cost
 * (20 % of the price, 40 % once held ten years) and the cost counted, and which of the two that is.
 */
function Sale({
  sale,
  currency,
  site,
}: {
  sale: TaxReportView['sales'][number];
  currency: string;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const zone = useTimeZone();
  const money = (amount: string) => formatMoney(amount, currency, site);
  const percent = deemedCostPercent(sale.acquiredAt, sale.soldAt);
  const facts: [string, string][] = [
    [t('tax9a.soldAt'), formatInstantDay(sale.soldAt, site, zone)],
    [t('tax9a.acquiredAt'), sale.acquiredAt ? formatInstantDay(sale.acquiredAt, site, zone) : '–'],
    [t('tax9a.volume'), formatUnits(sale.volume, site)],
    [t('tax9a.proceeds'), money(sale.proceeds)],
  ];
  if (sale.deemedCost !== null) facts.push([t('tax9a.deemedCost', { percent }), money(sale.deemedCost)]);
  facts.push([t('tax9a.costCounted'), money(sale.cost)]);
  facts.push([t('tax9a.result'), money(sale.result)]);
  const deemedCounted = sale.deemedCost !== null && sale.deemedCost === sale.cost;
  return (
    <OrderCard
      level={3}
      testId="tax-9a-sale"
      title={<Link to={instrumentPath({ id: sale.instrumentId, name: sale.name }, site)}>{sale.name}</Link>}
    >
      <OrderFacts facts={facts} className="ca-facts" />
      <p className="muted small tax-9a-counted">
        {deemedCounted ? t('tax9a.deemedCounted', { percent }) : t('tax9a.actualCounted')}
      </p>
    </OrderCard>
  );
}
