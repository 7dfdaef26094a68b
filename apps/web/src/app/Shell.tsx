import { SITES, type SiteId } from '@havn/domain';
import { build } from '@havn/routes';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../components/Button.tsx';
import { SearchForm } from '../features/community/search/HeaderSearch.tsx';
import { useLogoutMutation, useSessionQuery } from '../features/identity/queries.ts';
import { formatDateTime, localTimeZone } from '../lib/format.ts';
import { type Page, pagePath } from '../lib/page.ts';
import { rememberSite } from '../lib/site-context.ts';
import './Shell.css';

/** Header, navigation, site switcher, the page, and a footer: the frame every page sits in. */
export function Shell({ page, children }: { page: Page; children: ReactNode }) {
  const { t } = useTranslation(['common', 'routes', 'market']);
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const loggedIn = Boolean(useSessionQuery().data);

  // After a client navigation, move focus to the new page so screen readers start reading it.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="header">
        <Link to={pagePath('home', page.site)} className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('appName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="nav">
          <Link to={pagePath('home', page.site)} aria-current={page.routeId === 'home' ? 'page' : undefined}>
            {t('nav.home')}
          </Link>
          <Link
            to={pagePath('discover-overview', page.site)}
            aria-current={page.routeId === 'discover-overview' ? 'page' : undefined}
          >
            {t('routes:teams.community')}
          </Link>
          <Link
            to={pagePath('market-overview', page.site)}
            aria-current={page.routeId === 'market-overview' ? 'page' : undefined}
          >
            {t('market:markets.nav')}
          </Link>
          {loggedIn && (
            <Link
              to={pagePath('accounts-overview', page.site)}
              aria-current={page.routeId === 'accounts-overview' ? 'page' : undefined}
            >
              {t('routes:titles.accounts-overview')}
            </Link>
          )}
        </nav>
        {page.routeId !== 'search' && <SearchForm site={page.site} compact />}
        <div className="header-end">
          <SiteSwitcher page={page} />
          <SessionControls site={page.site} />
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="main">
        {children}
      </main>
      <Footer site={page.site} />
    </div>
  );
}

function SiteSwitcher({ page }: { page: Page }) {
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

function SessionControls({ site }: { site: SiteId }) {
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
  return (
    <div className="session">
      <span className="session-user" data-testid="session-user">
        {t('header.loggedInAs', { name: user.name ?? user.username })}
      </span>
      <Button
        variant="secondary"
        busy={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSettled: () => navigate(pagePath('logout', site)) })}
      >
        {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
      </Button>
    </div>
  );
}

function Footer({ site }: { site: SiteId }) {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <p>{t('footer.disclaimer')}</p>
      <p>{t('footer.localTime', { zone: localTimeZone(), time: formatDateTime(new Date(), site) })}</p>
      <p>
        <a href="/api/openapi.json">{t('footer.apiDocs')}</a>
      </p>
    </footer>
  );
}
