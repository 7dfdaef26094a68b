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

const address = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${l.pathname}${l.search}${l.hash}`;

/**
 * Moves between pages as a data router does: a link or `navigate` resolves the next page first and
 * only then writes the address (a protected page's login redirect or a legacy list's move never
 * enters the history); back and forward have moved the address already, so their page is resolved
 * after. The latest move wins.
 */
function pageMoves(history: History, queryClient: QueryClient, setShown: (shown: Shown) => void) {
  let latest = 0;
  let resolved: { address: string; page: Page } | null = null;
  const fail = (location: Location, error: unknown) => setShown({ location, page: undefined, error });
  const show = async (location: Location) => {
    const ticket = ++latest;
    if (resolved?.address === address(location)) {
      const { page } = resolved;
      resolved = null;
      startTransition(() => setShown({ location, page }));
      return;
    }
    try {
      const outcome = await resolvePage(queryClient, location);
      if (ticket !== latest) return;
      if ('redirect' in outcome) history.replace(outcome.redirect);
      else startTransition(() => setShown({ location, page: outcome.page }));
    } catch (error) {
      if (ticket === latest) fail(location, error);
    }
  };
  const move = async (to: string, state: unknown, replace: boolean): Promise<void> => {
    const ticket = ++latest;
    const url = new URL(to, window.location.href);
    try {
      const outcome = await resolvePage(queryClient, url);
      if (ticket !== latest) return;
      if ('redirect' in outcome) return move(outcome.redirect, null, replace);
      resolved = { address: address(url), page: outcome.page };
      if (replace) history.replace(to, state);
      else history.push(to, state);
    } catch (error) {
      if (ticket === latest) fail({ ...history.location, pathname: url.pathname, search: url.search }, error);
    }
  };
  const navigator: History = {
    get location() {
      return history.location;
    },
    push: (to, state) => void move(to, state, false),
    replace: (to, state) => void move(to, state, true),
    go: (delta) => history.go(delta),
    listen: (listener) => history.listen(listener),
  };
  return { navigator, show };
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
  const [moves] = useState(() => pageMoves(history, queryClient, setShown));
  useLayoutEffect(() => {
    const stop = history.listen((location) => void moves.show(location));
    if (!initial) void moves.show(history.location);
    return stop;
  }, [history, moves, initial]);
  return (
    <Router location={shown.location} history={moves.navigator}>
      <PageView
        key={shown.error === undefined ? 'page' : shown.location.key}
        page={shown.page}
        error={shown.error}
      />
    </Router>
  );
}
