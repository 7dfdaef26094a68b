import { useTranslation } from 'react-i18next';
import { ApprovedInstruments } from '../../features/accounts-and-money/ApprovedInstruments.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Settings → approved instruments: each product group's knowledge-test status. */
export default function ApprovedInstrumentsScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  const title = t('approved.title');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="approved-title">
      <h1 id="approved-title">{title}</h1>
      <p>{t('approved.intro')}</p>
      <ApprovedInstruments site={page.site} />
    </section>
  );
}
