import { useTranslation } from 'react-i18next';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { OrderList } from '../../features/trading/OrderList.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function OrdersTradesScreen({ page }: { page: Page }) {
  const { t } = useTranslation('market');
  useDocumentTitle(t('orders.title'));
  return (
    <section className="portfolio-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('orders.title')}</h1>
      <PerAccount>{(account) => <OrderList accid={account.accid} site={page.site} />}</PerAccount>
    </section>
  );
}
