import { useTranslation } from 'react-i18next';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { FundOrders } from '../../features/trading/fund-orders/FundOrderList.tsx';
import { OrderList } from '../../features/trading/OrderList.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Orders: fund orders first (the few that wait for a cut-off and may be cancelled), then each account's. */
export default function OrdersTradesScreen({ page }: { page: Page }) {
  const { t } = useTranslation('market');
  useDocumentTitle(t('orders.title'));
  return (
    <section className="portfolio-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('orders.title')}</h1>
      <FundOrders site={page.site} />
      <PerAccount>{(account) => <OrderList accid={account.accid} site={page.site} />}</PerAccount>
    </section>
  );
}
