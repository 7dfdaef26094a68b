import type { Account } from '@havn/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { PerAccount } from '../../features/portfolio/PerAccount.tsx';
import { TransactionFilters } from '../../features/portfolio/TransactionFilters.tsx';
import { TransactionsList } from '../../features/portfolio/TransactionsList.tsx';
import { transactionsCsv } from '../../features/portfolio/transactions-csv.ts';
import { allTransactions, type TransactionFilter } from '../../features/trading/queries.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Every kind of transaction per account, filtered by kind and period. The CSV is written in the
 * browser from the API's pages (the same filter), so the export is exactly what the list shows.
 */
export default function TransactionsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['market', 'payments']);
  useDocumentTitle(t('payments:transactions.title'));
  const [filter, setFilter] = useState<TransactionFilter>({});
  return (
    <section className="portfolio-page" aria-labelledby="transactions-title">
      <h1 id="transactions-title">{t('payments:transactions.title')}</h1>
      <TransactionFilters value={filter} onChange={setFilter} />
      <PerAccount>
        {(account) => (
          <>
            <ExportCsv account={account} filter={filter} />
            <TransactionsList accid={account.accid} site={page.site} filter={filter} />
          </>
        )}
      </PerAccount>
    </section>
  );
}

function ExportCsv({ account, filter }: { account: Account; filter: TransactionFilter }) {
  const { t } = useTranslation(['market', 'payments']);
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const csv = transactionsCsv(await allTransactions(account.accid, filter));
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `havn-transactions-${account.accountNumber}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="transactions-export">
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {t('payments:transactions.exportCsv')}
      </Button>
      {error !== null && <Alert>{errorMessage(error)}</Alert>}
    </div>
  );
}
