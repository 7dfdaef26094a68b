import { build, isRouteOnSite, ROUTES, type RouteId } from '@havn/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkipLink } from '../../components/SkipLink.tsx';
import { pageStart } from '../../lib/focus.ts';
import type { Page } from '../../lib/page.ts';
import './PageFrame.css';

/** Live, param-free pages of one team on this site: the team's navigation. Planned pages are never linked. */
function teamLinks(team: string, site: Page['site']) {
  return ROUTES.filter(
    (r) =>
      r.team === team && r.status === 'live' && r.params.every((p) => p.optional) && isRouteOnSite(r, site),
  );
}

/** Breadcrumb and the owning team's navigation around every page but the start page. */
export function PageFrame({ page, children }: { page: Page; children: ReactNode }) {
  const { t } = useTranslation('routes');
  if (page.routeId === 'home') return <>{children}</>;
  const links = teamLinks(page.team, page.site).filter((r) => r.id !== 'home');
  const menu = links.length > 1;
  return (
    <>
      {/* A section's menu is a dozen links on every one of its pages: one Tab and Enter past it. */}
      {menu && (
        <SkipLink href="#main" target={pageStart} className="page-skip">
          {t('breadcrumb.skipMenu')}
        </SkipLink>
      )}
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li>
            <Link to={build('home', {}, page.site)}>{t('breadcrumb.home')}</Link>
          </li>
          <li>{t(`sections.${page.section}` as 'sections.Savings')}</li>
          <li aria-current="page">{t(`titles.${page.routeId}` as `titles.${RouteId}`)}</li>
        </ol>
      </nav>
      {menu && (
        <nav aria-label={t(`teams.${page.team}` as 'teams.market')} className="team-nav">
          {links.map((r) => (
            <Link
              key={r.id}
              to={build(r.id, {}, page.site)}
              aria-current={r.id === page.routeId ? 'page' : undefined}
            >
              {t(`titles.${r.id}` as `titles.${RouteId}`)}
            </Link>
          ))}
        </nav>
      )}
      {children}
    </>
  );
}
