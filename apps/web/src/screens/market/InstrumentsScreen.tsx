import { isRouteOnSite, type RouteId, routeById } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LIST_BY_ROUTE } from './InstrumentListScreen.tsx';
import './market.css';

/** Every kind of instrument Havn lists, each a way into its own list (market/instruments). */
export default function InstrumentsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market', 'instruments']);
  const title = t('routes:titles.instruments');
  useDocumentTitle(title);
  const lists = (Object.keys(LIST_BY_ROUTE) as RouteId[]).filter((id) =>
    isRouteOnSite(routeById(id), page.site),
  );
  return (
    <section className="markets-page" aria-labelledby="instruments-title">
      <h1 id="instruments-title">{title}</h1>
      <p className="lead">{t('instruments:instrumentsHub.lead')}</p>
      <ul className="instrument-kinds">
        {lists.map((id) => (
          <li key={id} className="card">
            <Link to={pagePath(id, page.site)}>{t(`routes:titles.${id}` as `routes:titles.${RouteId}`)}</Link>
            <p className="muted">
              {t(`instruments:instrumentsHub.about.${id}` as 'instruments:instrumentsHub.about.stock-list')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
