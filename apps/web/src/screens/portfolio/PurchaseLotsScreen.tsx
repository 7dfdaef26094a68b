import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { usePurchaseLotsQuery } from '../../features/portfolio/queries.ts';
import { formatDateTime, formatMoney, formatUnits } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Purchase lots: every purchase of what each account still holds, oldest first. */
export default function PurchaseLotsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('lots.title'));
  return (
    <section className="portfolio-page" aria-labelledby="lots-title">
      <h1 id="lots-title">{t('lots.title')}</h1>
      <p className="muted">{t('lots.lead')}</p>
      <PerAccount>{(account) => <AccountLots accid={account.accid} site={page.site} />}</PerAccount>
    </section>
  );
}

function AccountLots({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const lots = usePurchaseLotsQuery(accid);
  if (lots.isPending) return <Spinner />;
  if (lots.isError) return <Alert>{errorMessage(lots.error)}</Alert>;
  if (lots.data.length === 0) return <p className="muted">{t('lots.empty')}</p>;
  return lots.data.map((holding) => {
    const headingId = `lots-${accid}-${holding.instrumentId}`;
    return (
      <section key={holding.instrumentId} aria-labelledby={headingId}>
        <h3 id={headingId}>
          <Link to={instrumentPath({ id: holding.instrumentId, name: holding.name }, site)}>
            {holding.name}
          </Link>
        </h3>
        <table className="data-table">
          <caption className="visually-hidden">
            {t('lots.title')}: {holding.name}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('lots.date')}</th>
              <th scope="col">{t('lots.volume')}</th>
              <th scope="col">{t('lots.remaining')}</th>
              <th scope="col">{t('lots.price')}</th>
              <th scope="col">{t('lots.fee')}</th>
              <th scope="col">{t('lots.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {holding.lots.map((lot) => (
              <tr key={lot.executionId}>
                <th scope="row">
                  <time dateTime={lot.executedAt}>{formatDateTime(lot.executedAt, site)}</time>
                </th>
                <td>{formatUnits(lot.volume, site)}</td>
                <td>{formatUnits(lot.remainingVolume, site)}</td>
                <td>{formatMoney(lot.price, holding.currency, site)}</td>
                <td>{formatMoney(lot.fee, holding.accountCurrency, site)}</td>
                <td>{formatMoney(lot.cost, holding.accountCurrency, site)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  });
}
