import { SITES, type SiteId } from '@havn/domain';
import { TEAMS } from '@havn/routes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useSiteRoutesQuery } from '../../features/site/queries.ts';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './DevPagesScreen.css';

/** The route catalogue as a table, filtered by team and site: which pages exist, who owns them, which are live. */
export default function DevPagesScreen({ page }: { page: Page }) {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('devPages.title'));
  const routes = useSiteRoutesQuery();
  const errorMessage = useErrorMessage();
  const [team, setTeam] = useState('');
  const [site, setSite] = useState<SiteId>(page.site);

  const rows = useMemo(
    () =>
      (routes.data ?? []).filter((r) => (!team || r.team === team) && (!r.sites || r.sites.includes(site))),
    [routes.data, team, site],
  );

  return (
    <section aria-labelledby="dev-title">
      <h1 id="dev-title">{t('devPages.title')}</h1>
      <p className="lead">{t('devPages.lead')}</p>
      <div className="filters">
        <div className="field">
          <label htmlFor="dev-team">{t('devPages.filterTeam')}</label>
          <select id="dev-team" value={team} onChange={(e) => setTeam(e.target.value)}>
            <option value="">{t('devPages.allTeams')}</option>
            {TEAMS.map((id) => (
              <option key={id} value={id}>
                {t(`teams.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="dev-site">{t('devPages.filterSite')}</label>
          <select id="dev-site" value={site} onChange={(e) => setSite(e.target.value as SiteId)}>
            {SITES.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
        <p className="muted" aria-live="polite">
          {t('devPages.count', { count: rows.length })}
        </p>
      </div>
      {routes.isPending && <Spinner />}
      {routes.isError && <Alert>{errorMessage(routes.error)}</Alert>}
      {routes.isSuccess && rows.length === 0 && <p>{t('devPages.none')}</p>}
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('devPages.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('devPages.id')}</th>
                <th scope="col">{t('devPages.team')}</th>
                <th scope="col">{t('devPages.path')}</th>
                <th scope="col">{t('devPages.params')}</th>
                <th scope="col">{t('devPages.auth')}</th>
                <th scope="col">{t('devPages.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-route-id={r.id}>
                  <th scope="row">{r.id}</th>
                  <td>{t(`teams.${r.team}` as 'teams.market')}</td>
                  <td>
                    <code>{r.paths[site]}</code>
                  </td>
                  <td>
                    {r.params
                      .map(
                        (p) =>
                          `${p.name}${p.optional ? '?' : ''}${p.values ? ` (${p.values.join('|')})` : ''}`,
                      )
                      .join(', ')}
                  </td>
                  <td>{r.auth ? t('devPages.required') : t('devPages.public')}</td>
                  <td>
                    <span className={`status status-${r.status}`}>{t(`devPages.${r.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
