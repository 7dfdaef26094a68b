import { SITES, type SiteId } from '@havn/domain';
import { build } from './build.ts';
import { isRouteId } from './catalogue.ts';
import type { RouteMatch } from './match.ts';

/** The login page's query parameter that carries where to go back to (spec section 2, Redirect rule). */
export const REDIRECT_PARAM = 'redirect_to';

const BARE_ROOT = new RegExp(`^(?:/(?:${SITES.join('|')}))?/*$`);

/** `/se`, `/se/` (and the domain root `/`): the country root, where a return trip adds nothing. */
export function isBareCountryRoot(pathname: string): boolean {
  return BARE_ROOT.test(pathname);
}

/**
 * Where an anonymous visitor on a protected page is sent: the site's login page with `redirect_to`
 * holding the encoded current path and query. A bare country root gets no `redirect_to` (spec).
 * The hash is dropped: browsers never send it, so the server could not either.
 */
export function loginRedirectFor(pathAndQuery: string, site: SiteId): string {
  const login = build('login', {}, site);
  const target = pathAndQuery.split('#', 1)[0] ?? '';
  const pathname = target.split('?', 1)[0] ?? '';
  return isBareCountryRoot(pathname) ? login : `${login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** More layers of percent-encoding than this is somebody probing, not a link we wrote. */
const MAX_DECODE_ROUNDS = 5;

/**
 * The `redirect_to` value (as the query parser decoded it) when it is a same-origin relative path,
 * otherwise the default page after login (the accounts overview). Every percent-decoded form is
 * checked as well as the raw one, because a proxy or router may decode again before it navigates:
 * `%2F%2Fevil.example` must not become `//evil.example` one hop later. A malformed escape falls back too.
 */
export function safeRedirectTarget(value: string | null | undefined, site: SiteId): string {
  const fallback = build('accounts-overview', {}, site);
  if (typeof value !== 'string') return fallback;
  let form = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!isSameOriginPath(form)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return fallback;
    }
    if (decoded === form) return value;
    form = decoded;
  }
  return fallback;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// C0 and C1 controls, DEL included: browsers strip tabs and newlines, so `/\t/evil` would become `//evil`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function isSameOriginPath(form: string): boolean {
  return (
    form.startsWith('/') &&
    // `//host` is protocol-relative; browsers read `\` as `/`, so `/\host` is too.
    !form.startsWith('//') &&
    !form.includes('\\') &&
    !SCHEME.test(form) &&
    !CONTROL.test(form)
  );
}

const LEGACY_LIST_SUFFIX = '-list-old';

/**
 * Where a legacy `_OLD` instrument list (`/se/marknaden/listor/aktier`) lives now: the list of the same
 * name (`/se/marknaden/aktier`), with its query, as a permanent move. Null for any other page.
 */
export function legacyListTarget(found: RouteMatch): string | null {
  const id = found.route.id;
  // The instrument lists take no params; the legacy shared watchlist links (a list id) are another matter.
  if (found.route.params.length > 0 || !id.endsWith(LEGACY_LIST_SUFFIX)) return null;
  const current = id.slice(0, -'-old'.length);
  if (!isRouteId(current)) return null;
  const search = new URLSearchParams(found.query).toString();
  return `${build(current, {}, found.site)}${search ? `?${search}` : ''}`;
}
