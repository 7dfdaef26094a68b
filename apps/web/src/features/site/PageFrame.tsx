import { build, isRouteOnSite, ROUTES, type RouteId } from '@havn/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '../../components/SkipLink.tsx';
import { pageStart } from '../../lib/focus.ts';
import { Link } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useSessionQuery } from '../identity/queries.ts';
import './PageFrame.css';

/**
 * The part of Havn a page belongs to, in the customer's words: the same name and start page as the
 * header's navigation. Teams are how we divide the work, not how a customer finds a page; pages of
 * the other teams (logging in, onboarding, the route catalogue) get no middle crumb and no sub-navigation.
 */
interface Area {
  start: RouteId;
  label: string;
  teams: readonly string[];
}
const MARKETS: Area = { start: 'market-overview', label: 'market:markets.nav', teams: ['market'] };
const COMMUNITY: Area = { start: 'discover-overview', label: 'routes:teams.community', teams: ['community'] };
const OVERVIEW: Area = {
  start: 'accounts-overview',
  label: 'routes:titles.accounts-overview',
  teams: ['portfolio', 'trading', 'transfers'],
};
const AREAS: Partial<Record<string, Area>> = {
  market: MARKETS,
  community: COMMUNITY,
  portfolio: OVERVIEW,
  trading: OVERVIEW,
  transfers: OVERVIEW,
};
/** Order entry is reached from an instrument, not browsed to. */
// trustly-loading is a step between the deposit form and the bank, not a page to go to.
const NOT_IN_AREA_NAV: readonly RouteId[] = ['order', 'order-buy', 'order-sell', 'trustly-loading'];

/** Live pages of one area that need no param, for whoever is looking: its navigation. */
function areaLinks(area: Area, site: Page['site'], member: boolean) {
  return ROUTES.filter(
    (r) =>
      area.teams.includes(r.team) &&
      !NOT_IN_AREA_NAV.includes(r.id) &&
      r.status === 'live' &&
      (member || !r.auth) &&
      r.params.every((p) => p.optional) &&
      isRouteOnSite(r, site),
  );
}

/** Breadcrumb and the area's navigation around every page but the start page. */
export function PageFrame({ page, children }: { page: Page; children: ReactNode }) {
  const { t } = useTranslation(['routes', 'market']);
  const member = Boolean(useSessionQuery().data);
  if (page.routeId === 'home') return <>{children}</>;
  const area = AREAS[page.team];
  const links = area ? areaLinks(area, page.site, member) : [];
  const areaLabel = area ? t(area.label as 'routes:teams.community') : '';
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
          {area && area.start !== page.routeId && (
            <li>
              <Link to={build(area.start, {}, page.site)}>{areaLabel}</Link>
            </li>
          )}
          <li aria-current="page">{t(`titles.${page.routeId}` as `titles.${RouteId}`)}</li>
        </ol>
      </nav>
      {menu && (
        <nav aria-label={t('breadcrumb.areaPages', { area: areaLabel })} className="team-nav">
          <ul>
            {links.map((r) => (
              <li key={r.id}>
                <Link
                  to={build(r.id, {}, page.site)}
                  aria-current={r.id === page.routeId ? 'page' : undefined}
                >
                  {t(`titles.${r.id}` as `titles.${RouteId}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </>
  );
}
