import type { RouteId } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A catalogued page whose screen a later issue builds: its real title, and it says so instead of pretending. */
export default function PlannedScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'common']);
  const title = t(`routes:titles.${page.routeId}` as `routes:titles.${RouteId}`);
  useDocumentTitle(title);
  return (
    <section
      className="card"
      aria-labelledby="planned-title"
      data-route-id={page.routeId}
      data-status="planned"
    >
      <p className="badge">{t('routes:planned.badge')}</p>
      <h1 id="planned-title">{title}</h1>
      <p>{t('common:planned.text')}</p>
      <Link to={pagePath('home', page.site)} className="btn btn-primary">
        {t('common:notFound.home')}
      </Link>
    </section>
  );
}
