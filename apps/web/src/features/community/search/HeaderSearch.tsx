import type { SiteId } from '@havn/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import './HeaderSearch.css';

/** A search box that opens the search page with the query. */
export function SearchForm({
  site,
  initial = '',
  compact = false,
}: {
  site: SiteId;
  initial?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const inputId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? pagePath('search', site, { query }) : pagePath('search', site));
  }
  return (
    <search className={compact ? 'markets-search markets-search-compact' : 'markets-search'}>
      <form onSubmit={submit}>
        <label htmlFor={inputId} className={compact ? 'visually-hidden' : 'markets-search-label'}>
          {t('markets.search.label')}
        </label>
        <div className="markets-search-row">
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={t('markets.search.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t('markets.search.submit')}
          </button>
        </div>
      </form>
    </search>
  );
}
