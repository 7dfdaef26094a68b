import { useTranslation } from 'react-i18next';
import { CorporateActionList } from '../../features/portfolio/corporate-actions/CorporateActionList.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Corporate actions: what is about to happen to the customer's holdings, and what needs an answer. */
export default function CorporateActionListScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('corporateActions.title'));
  return (
    <section className="portfolio-page ca-page" aria-labelledby="ca-title">
      <h1 id="ca-title">{t('corporateActions.title')}</h1>
      <p className="muted">{t('corporateActions.lead')}</p>
      <CorporateActionList site={page.site} status="OPEN" />
      <p className="ca-more">
        <Link to={pagePath('corporate-action-history', page.site)}>{t('corporateActions.toHistory')}</Link>
      </p>
    </section>
  );
}
