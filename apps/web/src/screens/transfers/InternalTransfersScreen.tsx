import { useTranslation } from 'react-i18next';
import { InternalTransferForm } from '../../features/accounts-and-money/InternalTransferForm.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function InternalTransfersScreen({ page }: { page: Page }) {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('transfer.title'));
  return (
    <section className="card narrow" aria-labelledby="transfer-title">
      <h1 id="transfer-title">{t('transfer.title')}</h1>
      <p>{t('transfer.intro')}</p>
      <InternalTransferForm site={page.site} />
    </section>
  );
}
