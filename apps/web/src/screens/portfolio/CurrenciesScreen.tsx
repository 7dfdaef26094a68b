import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { formatDecimal, formatPercent } from '../../features/market-data/market-format.ts';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { useCurrenciesQuery } from '../../features/portfolio/queries.ts';
import { formatMoney } from '../../lib/format.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Currencies: each account's cash and holdings by currency (only the accid in the path, when given). */
export default function CurrenciesScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('currencies.title'));
  const accid = typeof page.params.accid === 'string' ? page.params.accid : undefined;
  return (
    <section className="portfolio-page" aria-labelledby="currencies-title">
      <h1 id="currencies-title">{t('currencies.title')}</h1>
      <p className="muted">{t('currencies.lead')}</p>
      <PerAccount accids={accid ? [accid] : undefined}>
        {(account) => <CurrencyTable accid={account.accid} site={page.site} />}
      </PerAccount>
    </section>
  );
}

function CurrencyTable({ accid, site }: { accid: string; site: SiteId }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const exposure = useCurrenciesQuery(accid);
  if (exposure.isPending) return <Spinner />;
  if (exposure.isError) return <Alert>{errorMessage(exposure.error)}</Alert>;
  const { accountCurrency, currencies, total } = exposure.data;
  return (
    <table className="data-table currencies">
      <caption className="visually-hidden">{t('currencies.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('currencies.currency')}</th>
          <th scope="col">{t('currencies.cash')}</th>
          <th scope="col">{t('currencies.holdings')}</th>
          <th scope="col">{t('currencies.total')}</th>
          <th scope="col">{t('currencies.rate')}</th>
          <th scope="col">{t('currencies.inAccountCurrency', { currency: accountCurrency })}</th>
          <th scope="col">{t('currencies.weight')}</th>
        </tr>
      </thead>
      <tbody>
        {currencies.map((c) => (
          <tr key={c.currency}>
            <th scope="row">{c.currency}</th>
            <td>{formatMoney(c.cash, c.currency, site)}</td>
            <td>{formatMoney(c.holdings, c.currency, site)}</td>
            <td>{formatMoney(c.total, c.currency, site)}</td>
            <td>{formatDecimal(c.fxRate, site, 4)}</td>
            <td>{formatMoney(c.totalInAccountCurrency, accountCurrency, site)}</td>
            <td>{formatPercent(c.weight, site, false)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={5}>
            {t('currencies.sum')}
          </th>
          <td data-testid="currencies-total">{formatMoney(total, accountCurrency, site)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
