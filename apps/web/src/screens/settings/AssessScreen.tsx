import { useTranslation } from 'react-i18next';
import { ApprovedInstruments } from '../../features/accounts-and-money/ApprovedInstruments.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * assess/{context}: the appropriateness assessment asked for by a context (an order, a savings plan,
 * onboarding): why it is asked, and each group's status with the way to its test.
 */
export default function AssessScreen({ page }: { page: Page }) {
  const { t } = useTranslation('accounts');
  const title = t('assess.title');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="assess-title">
      <h1 id="assess-title">{title}</h1>
      <p>{t('assess.intro')}</p>
      <ApprovedInstruments site={page.site} />
    </section>
  );
}
