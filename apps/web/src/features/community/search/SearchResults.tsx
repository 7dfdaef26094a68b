import type { SearchHit } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { instrumentPath } from '../../market-data/links.ts';
import { groupPath, profilePath } from '../discover/links.ts';
import { useSearchQuery } from './queries.ts';

type Section = SearchHit['section'];
const SECTIONS: readonly Section[] = ['INSTRUMENTS', 'MEMBERS', 'GROUPS'];
const HEADINGS = { INSTRUMENTS: 'instruments', MEMBERS: 'members', GROUPS: 'groups' } as const;

function hitLink(hit: SearchHit, site: SiteId): { key: string; to: string; label: string; detail: string } {
  switch (hit.section) {
    case 'INSTRUMENTS':
      return {
        key: `i${hit.instrumentId}`,
        to: instrumentPath({ id: hit.instrumentId, name: hit.name }, site),
        label: hit.name,
        detail: `${hit.symbol} · ${hit.isin}`,
      };
    case 'MEMBERS':
      return { key: `m${hit.profileId}`, to: profilePath(hit.slug, site), label: hit.username, detail: '' };
    case 'GROUPS':
      return { key: `g${hit.groupId}`, to: groupPath(hit.slug, site), label: hit.name, detail: '' };
  }
}

/** Search results in three sections, each hit a link to its page. */
export function SearchResults({ q, site }: { q: string; site: SiteId }) {
  const { t } = useTranslation('market');
  const search = useSearchQuery(q, 10);
  if (!q.trim()) return <p>{t('markets.search.prompt')}</p>;
  if (search.isPending) return <Spinner />;
  if (search.isError) return <Alert>{t('markets.search.error')}</Alert>;
  const { results } = search.data;
  if (results.length === 0) return <p role="status">{t('markets.search.none', { q })}</p>;
  return (
    <div className="markets-search-results">
      {SECTIONS.map((section) => {
        const hits = results.filter((hit) => hit.section === section);
        const headingId = `search-${HEADINGS[section]}`;
        return (
          <section key={section} aria-labelledby={headingId}>
            <h2 id={headingId}>{t(`markets.search.${HEADINGS[section]}`)}</h2>
            {hits.length === 0 ? (
              <p>{t('markets.search.noneInSection')}</p>
            ) : (
              <ul className="markets-hits">
                {hits.map((hit) => {
                  const link = hitLink(hit, site);
                  return (
                    <li key={link.key}>
                      <Link to={link.to}>{link.label}</Link>
                      {link.detail && <span className="markets-symbol"> {link.detail}</span>}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
