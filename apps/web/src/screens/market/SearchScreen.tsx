import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../features/community/search/HeaderSearch.tsx';
import { SearchResults } from '../../features/community/search/SearchResults.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './market.css';

/** Search over instruments, members and groups; the query is the rest of the path. */
export default function SearchScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  const q = page.params.query ?? '';
  useDocumentTitle(t('routes:titles.search'));
  return (
    <section className="markets-page" aria-labelledby="search-title">
      <h1 id="search-title">{t('routes:titles.search')}</h1>
      <SearchForm key={q} site={page.site} initial={q} />
      <p className="field-hint">{t('market:markets.search.hint')}</p>
      <SearchResults q={q} site={page.site} />
    </section>
  );
}
