import { useTranslation } from 'react-i18next';
import { WatchlistManager } from '../../features/watchlists-and-alerts/WatchlistManager.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './market.css';

export default function WatchlistScreen({ page }: { page: Page }) {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('titles.watchlist'));
  return (
    <section className="markets-page" aria-labelledby="watchlist-title">
      <h1 id="watchlist-title">{t('titles.watchlist')}</h1>
      <WatchlistManager site={page.site} />
    </section>
  );
}
