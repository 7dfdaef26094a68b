import { useTranslation } from 'react-i18next';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { TransactionsList } from '../../features/portfolio/TransactionsList.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function TransactionsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('market');
  useDocumentTitle(t('transactions.title'));
  return (
    <section className="portfolio-page" aria-labelledby="transactions-title">
      <h1 id="transactions-title">{t('transactions.title')}</h1>
      <PerAccount>{(account) => <TransactionsList accid={account.accid} site={page.site} />}</PerAccount>
    </section>
  );
}
