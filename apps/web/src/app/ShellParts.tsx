import { SITES, type SiteId } from '@havn/domain';
import { build } from '@havn/routes';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.tsx';
import { lazyPart } from '../components/lazy-part.tsx';
import { useLogoutMutation, useSessionQuery } from '../features/identity/queries.ts';
import { formatDateTime } from '../lib/format.ts';
import { Link, useLocation, useNavigate } from '../lib/navigation.tsx';
import { type Page, pagePath } from '../lib/page.ts';
import { useRenderNow, useTimeZone, useTimeZoneName } from '../lib/render-clock.tsx';
import { rememberSite } from '../lib/site-context.ts';

/** The messages link is a member's: a visitor's page does not download it. */
const { Part: MessagesLink } = lazyPart<{ site: SiteId }>(() =>
  import('../features/site/support/MessagesLink.tsx').then((m) => ({ default: m.MessagesLink })),
);

/** What the logout page is told when the member just logged out here (a visitor arriving cold was not). */
export interface LogoutState {
  loggedOut: true;
}

export function SiteSwitcher({ page }: { page: Page }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const change = (site: SiteId) => {
    rememberSite(site);
    let target: string;
    try {
      target = build(page.routeId, page.params, site);
    } catch {
      // The page does not exist on that site (investment funds are Danish only): go to its start page.
      target = pagePath('home', site);
    }
    navigate(`${target}${page.routeId === 'catch-all' ? '' : location.search}`);
  };
  return (
    <label className="site-switcher">
      <span className="visually-hidden">{t('siteSwitcher.label')}</span>
      <select
        value={page.site}
        onChange={(e) => change(e.target.value as SiteId)}
        aria-label={t('siteSwitcher.label')}
      >
        {SITES.map((site) => (
          <option
            key={site}
            value={site}
            lang={site === 'se' ? 'sv' : site === 'dk' ? 'da' : site === 'no' ? 'nb' : site}
          >
            {t(`siteSwitcher.sites.${site}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Log in and open an account for a visitor; who is logged in and Log out for a member. */
export function SessionControls({ site }: { site: SiteId }) {
  const { t } = useTranslation();
  const session = useSessionQuery();
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  if (session.isPending) return null;
  const user = session.data;
  if (!user) {
    return (
      <div className="session">
        <Link to={pagePath('login', site)} className="btn btn-secondary">
          {t('nav.login')}
        </Link>
        <Link to={pagePath('register', site)} className="btn btn-primary">
          {t('nav.register')}
        </Link>
      </div>
    );
  }
  const state: LogoutState = { loggedOut: true };
  return (
    <div className="session">
      <Suspense fallback={null}>
        <MessagesLink site={site} />
      </Suspense>
      <span className="session-user" data-testid="session-user">
        {t('header.loggedInAs', { name: user.name ?? user.username })}
      </span>
      <Button
        variant="secondary"
        busy={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, { onSettled: () => navigate(pagePath('logout', site), { state }) })
        }
      >
        {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
      </Button>
    </div>
  );
}

export function Footer({ site }: { site: SiteId }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const zoneName = useTimeZoneName();
  const now = useRenderNow();
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <p>{t('footer.disclaimer')}</p>
        <p>{t('footer.localTime', { zone: zoneName, time: formatDateTime(now, site, zone) })}</p>
        <p>
          <Link to={pagePath('external-api-docs', site)}>{t('footer.apiDocs')}</Link>
        </p>
      </div>
    </footer>
  );
}
