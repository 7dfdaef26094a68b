import { useTranslation } from 'react-i18next';
import { CorporateActionList } from '../../features/portfolio/corporate-actions/CorporateActionList.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Corporate action history: dividends paid into the accounts and offers that have closed. */
export default function CorporateActionHistoryScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('corporateActions.historyTitle'));
  return (
    <section className="portfolio-page ca-page" aria-labelledby="ca-history-title">
      <h1 id="ca-history-title">{t('corporateActions.historyTitle')}</h1>
      <p className="muted">{t('corporateActions.historyLead')}</p>
      <CorporateActionList site={page.site} status="HISTORY" />
      <p className="ca-more">
        <Link to={pagePath('corporate-actions', page.site)}>{t('corporateActions.toList')}</Link>
      </p>
    </section>
  );
}
