import { useTranslation } from 'react-i18next';
import { AccountOpeningForm } from '../../features/accounts-and-money/AccountOpeningForm.tsx';
import { useSearchParams } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Open account → create: choose a type, read its terms, accept. */
export default function AccountCreationScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('create.title'));
  const [search] = useSearchParams();
  return (
    <section className="card narrow" aria-labelledby="create-title">
      <h1 id="create-title">{t('create.title')}</h1>
      <p>{t('create.intro')}</p>
      <AccountOpeningForm site={page.site} initialType={search.get('type')} />
    </section>
  );
}
