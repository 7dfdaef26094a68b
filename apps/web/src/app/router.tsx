import { legacyListTarget, loginRedirectFor, match } from '@havn/routes';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { ensureSession } from '../features/identity/queries.ts';
import { applySiteLanguage } from '../lib/i18n.ts';
import { type Page, pageFor, pagePath } from '../lib/page.ts';
import { preferredSite, rememberSite } from '../lib/site-context.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { SiteLayout } from './SiteLayout.tsx';

/**
 * The data router. Every page URL is resolved by the route catalogue (`packages/routes`): one splat
 * route asks the catalogue which page it is, applies the login-redirect rule, then shows its screen.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    { path: '/', loader: () => redirect(pagePath('home', preferredSite())) },
    {
      path: '*',
      loader: (args) => pageLoader(queryClient, args),
      Component: SiteLayout,
      // Shown while the first page's loader runs (a protected page asks for the session first).
      HydrateFallback: Spinner,
      ErrorBoundary: ErrorScreen,
    },
  ]);
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
