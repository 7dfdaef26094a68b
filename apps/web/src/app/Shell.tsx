import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../features/community/search/HeaderSearch.tsx';
import { useSessionQuery } from '../features/identity/queries.ts';
import { Link, useLocation } from '../lib/navigation.tsx';
import { type Page, pagePath } from '../lib/page.ts';
import { Footer, SessionControls, SiteSwitcher } from './ShellParts.tsx';
import { useDisclosure } from './use-disclosure.ts';
import './Shell.css';

/** Header, navigation, site switcher, the page, and a footer: the frame every page sits in. */
export function Shell({ page, children }: { page: Page; children: ReactNode }) {
  const { t } = useTranslation(['common', 'routes', 'market']);
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const loggedIn = Boolean(useSessionQuery().data);
  const menu = useDisclosure();

  // After a client navigation, move focus to the new page so screen readers start reading it.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    menu.close(false);
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  const navLink = (routeId: Page['routeId'], label: string) => (
    <Link
      to={pagePath(routeId, page.site)}
      aria-current={page.routeId === routeId ? 'page' : undefined}
      className={routeId === 'home' ? 'nav-home' : undefined}
    >
      {label}
    </Link>
  );

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="header">
        <div className="header-inner container">
          <Link to={pagePath('home', page.site)} className="brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{t('appName')}</span>
          </Link>
          {page.routeId !== 'search' && (
            <Link
              to={pagePath('search', page.site)}
              className="header-icon-button header-search-link"
              aria-label={t('market:markets.search.submit')}
            >
              <SearchIcon />
            </Link>
          )}
          <button
            ref={menu.buttonRef}
            type="button"
            className="header-icon-button menu-button"
            aria-expanded={menu.open}
            aria-controls="site-menu"
            onClick={menu.toggle}
          >
            <MenuIcon open={menu.open} />
            <span>{t('header.menu')}</span>
          </button>
          <div id="site-menu" ref={menu.panelRef} className="header-menu" data-open={menu.open}>
            <nav aria-label={t('nav.label')} className="nav">
              {navLink('home', t('nav.home'))}
              {navLink('discover-overview', t('routes:teams.community'))}
              {navLink('market-overview', t('market:markets.nav'))}
              {loggedIn && navLink('accounts-overview', t('routes:titles.accounts-overview'))}
            </nav>
            {page.routeId !== 'search' && <SearchForm site={page.site} compact />}
            <div className="header-end">
              <SiteSwitcher page={page} />
              <SessionControls site={page.site} />
            </div>
          </div>
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="main">
        {children}
      </main>
      <Footer site={page.site} />
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
