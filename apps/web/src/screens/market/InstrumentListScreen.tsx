import type { RouteId } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { InstrumentListView } from '../../features/market-data/InstrumentListView.tsx';
import type { ListName } from '../../features/market-data/markets-queries.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './market.css';

/** The eleven list routes and the API list each one shows. */
export const LIST_BY_ROUTE: Partial<Record<RouteId, ListName>> = {
  'stock-list': 'stocks',
  'etf-list': 'etfs',
  'fund-list': 'funds',
  'investment-fund-list': 'investment-funds',
  'certificate-list': 'certificates',
  'bull-bear-list': 'bull-bear',
  'tracker-list': 'trackers',
  'mini-future-list': 'mini-futures',
  'unlimited-turbo-list': 'unlimited-turbos',
  'warrant-list': 'warrants',
  'option-list': 'options',
};

/** One screen for all eleven instrument lists. */
export default function InstrumentListScreen({ page }: { page: Page }) {
  const { t } = useTranslation('routes');
  const list = LIST_BY_ROUTE[page.routeId] ?? 'stocks';
  const title = t(`titles.${page.routeId}`);
  useDocumentTitle(title);
  return (
    <section className="markets-page" aria-labelledby="list-title">
      <h1 id="list-title">{title}</h1>
      <InstrumentListView key={list} list={list} site={page.site} title={title} />
    </section>
  );
}
