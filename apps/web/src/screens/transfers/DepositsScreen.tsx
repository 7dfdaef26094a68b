import { useTranslation } from 'react-i18next';
import { BankTransferDetails } from '../../features/accounts-and-money/BankTransferDetails.tsx';
import { DepositForm } from '../../features/accounts-and-money/DepositForm.tsx';
import { RequiredActionNotice } from '../../features/accounts-and-money/RequiredActionNotice.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function DepositsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('deposit.title'));
  return (
    <section className="card narrow" aria-labelledby="deposit-title">
      <h1 id="deposit-title">{t('deposit.title')}</h1>
      <p>{t('deposit.intro')}</p>
      <RequiredActionNotice site={page.site} />
      <DepositForm site={page.site} />
      <BankTransferDetails />
    </section>
  );
}
