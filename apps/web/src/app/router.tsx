import { legacyListTarget, loginRedirectFor, match } from '@havn/routes';
import type { QueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { Spinner } from '../components/Spinner.tsx';
import { ensureSession } from '../features/identity/queries.ts';
import { applySiteLanguage } from '../lib/i18n.ts';
import { type History, type Location, Router } from '../lib/navigation.tsx';
import { type Page, pageFor, pagePath } from '../lib/page.ts';
import { preferredSite, rememberSite } from '../lib/site-context.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { SiteLayout } from './SiteLayout.tsx';

/** Where a URL leads: a page to show, or another address to go to first. */
export type PageOutcome = { page: Page } | { redirect: string };

/**
 * What the browser does before it shows the page at a URL: the root goes to the preferred site's
 * home, a legacy `_OLD` list to the live list (the server answers a fresh load with a 301), the page's
 * language is applied and a protected page asks for the session first (else the login page).
 */
export async function resolvePage(
  queryClient: QueryClient,
  url: { pathname: string; search: string },
): Promise<PageOutcome> {
  if (url.pathname === '/') return { redirect: pagePath('home', preferredSite()) };
  const page = pageFor(url.pathname, url.search);
  const moved = legacyListTarget(match(`${url.pathname}${url.search}`, page.site));
  if (moved) return { redirect: moved };
  await applySiteLanguage(page.site);
  rememberSite(page.site);
  if (page.auth) {
    const user = await ensureSession(queryClient);
    if (!user) return { redirect: loginRedirectFor(`${url.pathname}${url.search}`, page.site) };
  }
  return { page };
}

/** The page at a location (router.tsx's `PageRouter` and the server renderer hand it down). */
export function PageView({ page, error }: { page: Page | undefined; error?: unknown }) {
  if (error !== undefined) return <ErrorScreen error={error} />;
  // Shown while the first page resolves (a protected page asks for the session first).
  if (!page) return <Spinner />;
  return (
    <PageErrorBoundary>
      <SiteLayout page={page} />
    </PageErrorBoundary>
  );
}

/** Whatever breaks while a page draws shows the error page, never a blank screen. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}

interface Shown {
  location: Location;
  page: Page | undefined;
  error?: unknown;
}

/**
 * The browser's router (lib/navigation.tsx) over the browser's history, with the page resolved before
 * its location is shown: the page on screen keeps its own location until the next one is ready.
 * `initial` is the page the server rendered: it hydrates at once; otherwise a spinner shows until the
 * first page resolves.
 */
export function PageRouter(props: { history: History; queryClient: QueryClient; initial?: Page }) {
  const { history, queryClient, initial } = props;
  const [shown, setShown] = useState<Shown>(() => ({ location: history.location, page: initial }));
  useLayoutEffect(() => {
    let latest = 0;
    const show = async (location: Location) => {
      const ticket = ++latest;
      try {
        const outcome = await resolvePage(queryClient, location);
        if (ticket !== latest) return;
        if ('redirect' in outcome) history.replace(outcome.redirect);
        else startTransition(() => setShown({ location, page: outcome.page }));
      } catch (error) {
        if (ticket === latest) setShown({ location, page: undefined, error });
      }
    };
    const stop = history.listen((location) => void show(location));
    if (!initial) void show(history.location);
    return stop;
  }, [history, queryClient, initial]);
  return (
    <Router location={shown.location} history={history}>
      <PageView
        key={shown.error === undefined ? 'page' : shown.location.key}
        page={shown.page}
        error={shown.error}
      />
    </Router>
  );
}
