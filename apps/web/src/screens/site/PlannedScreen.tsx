import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Page, pagePath } from '../../app/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A catalogued page whose screen a later issue builds: it says so instead of pretending. */
export default function PlannedScreen({ page }: { page: Page }) {
  const { t } = useTranslation();
  useDocumentTitle(t('planned.title'));
  return (
    <section className="card narrow" aria-labelledby="planned-title" data-route-id={page.routeId}>
      <h1 id="planned-title">{t('planned.title')}</h1>
      <p>{t('planned.text')}</p>
      <Link to={pagePath('home', page.site)} className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
