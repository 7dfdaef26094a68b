import { DEFAULT_SITE, isSiteId, type SiteId, siteForLanguageTag } from '@havn/domain';
import {
  build,
  fullscreenPage,
  legacyListTarget,
  loginRedirectFor,
  match,
  type RouteMatch,
} from '@havn/routes';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { readSession, sessionToken } from '../platform/sessions.ts';
import { sharedWatchlistIdByLegacyNumber } from '../watchlists-and-alerts/index.ts';

export type PageDecision =
  | { kind: 'redirect'; location: string; permanent?: boolean }
  | { kind: 'page'; status: 200 | 404; site: SiteId };

/** A browser asking for a page (not the API, not a file). */
export function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The site a visitor at `/` is sent to: the first language of Accept-Language that has one. */
export function siteFromAcceptLanguage(header: string | undefined): SiteId {
  for (const part of (header ?? '').split(',')) {
    const site = siteForLanguageTag(part);
    if (site) return site;
  }
  return DEFAULT_SITE;
}

/**
 * The server's half of the redirect rule (spec section 2): a logged-out visitor on a protected page
 * gets a 302 to login with redirect_to; the web router applies the same rule to client navigation.
 * Unknown paths (and the developer pages) are answered with the app and a 404 status.
 */
export async function decidePage(ctx: AppContext, request: FastifyRequest): Promise<PageDecision> {
  const url = request.url;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/')
    return {
      kind: 'redirect',
      location: build('home', {}, siteFromAcceptLanguage(request.headers['accept-language'])),
    };
  const first = pathname.split('/')[1] ?? '';
  const asked = match(url, isSiteId(first) ? first : DEFAULT_SITE);
  // The fullscreen prefix shows the page inside it, under that page's rules (login, not found).
  const found = fullscreenPage(asked) ?? asked;
  const moved = legacyListTarget(found) ?? (await legacySharedListTarget(ctx, found));
  if (moved) return { kind: 'redirect', location: moved, permanent: true };
  if (found.route.auth) {
    const token = sessionToken(ctx, request);
    const user = token ? await readSession(ctx, token) : null;
    if (!user) return { kind: 'redirect', location: loginRedirectFor(url, found.site) };
  }
  // A legacy shared link whose list is not there (or not shared) is not found, on the server too.
  // The route catalogue's developer pages exist only in a development build, which Vite serves; the
  // built app this server serves has none.
  const missing =
    found.route.id === 'catch-all' ||
    found.route.id === 'dev-pages' ||
    LEGACY_SHARED_LISTS.has(found.route.id);
  return { kind: 'page', status: missing ? 404 : 200, site: found.site };
}

const LEGACY_SHARED_LISTS = new Set<string>(['shared-list-old', 'shared-list-by-owner-old']);

/**
 * The legacy shared watchlist links carried a list number (`/se/delad-lista/12`, and an older form
 * with the owner's number too): the list with that legacy number, when it is shared, is at its current
 * address. Any other number is the not-found page, as the list is not there to show.
 */
async function legacySharedListTarget(ctx: AppContext, found: RouteMatch): Promise<string | null> {
  if (!LEGACY_SHARED_LISTS.has(found.route.id)) return null;
  const legacyNumber = Number(found.params.listId);
  const listId = await sharedWatchlistIdByLegacyNumber(ctx.db, legacyNumber);
  return listId ? build('shared-list', { listId }, found.site) : null;
}
