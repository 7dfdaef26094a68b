import { legacyListTarget, loginRedirectFor, match } from '@havn/routes';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { ensureSession } from '../features/identity/queries.ts';
import { applySiteLanguage } from '../lib/i18n.ts';
import { type Page, pageFor, pagePath } from '../lib/page.ts';
import { preferredSite, rememberSite } from '../lib/site-context.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { SiteLayout } from './SiteLayout.tsx';

/**
 * The route table, shared by the browser and the server renderer (each brings its own page loader):
 * every page URL is resolved by the route catalogue (`packages/routes`), one splat route asks the
 * catalogue which page it is, applies the login-redirect rule, then shows its screen.
 */
export function appRoutes(loadPage: (args: LoaderFunctionArgs) => Promise<Page>): RouteObject[] {
  return [
    { id: 'root', path: '/', loader: () => redirect(pagePath('home', preferredSite())) },
    {
      id: 'page',
      path: '*',
      loader: loadPage,
      Component: SiteLayout,
      // Shown while the first page's loader runs (a protected page asks for the session first).
      HydrateFallback: Spinner,
      ErrorBoundary: ErrorScreen,
    },
  ];
}

/** The browser's router; `hydrationData` is the server's answer when the page came server-rendered. */
export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  return createBrowserRouter(
    appRoutes((args) => pageLoader(queryClient, args)),
    hydrationData ? { hydrationData } : {},
  );
}

export async function pageLoader(queryClient: QueryClient, { request }: LoaderFunctionArgs): Promise<Page> {
  const url = new URL(request.url);
  const page = pageFor(url.pathname, url.search);
  // A legacy `_OLD` list is the live list now (the server answers a fresh load with a 301).
  const moved = legacyListTarget(match(`${url.pathname}${url.search}`, page.site));
  if (moved) throw redirect(moved);
  await applySiteLanguage(page.site);
  rememberSite(page.site);
  if (page.auth) {
    const user = await ensureSession(queryClient);
    if (!user) throw redirect(loginRedirectFor(`${url.pathname}${url.search}`, page.site));
  }
  return page;
}
