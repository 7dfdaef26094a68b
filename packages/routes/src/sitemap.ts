import { SITES, type SiteId } from '@havn/domain';
import { build } from './build.ts';
import { ROUTES } from './catalogue.ts';
import { isRouteOnSite, type Route, type RouteParams } from './route.ts';

/** The sites that publish a sitemap (spec section 9: "Tld list: en, se, no, dk, fi, de"). */
export const SITEMAP_TLDS: readonly SiteId[] = SITES;
export type SitemapTld = SiteId;

/** URLs in one sitemap file, the sitemaps.org limit (spec: "Site-map fetch limit is 50000"). */
export const SITEMAP_MAX_URLS = 50000;

export function isSitemapTld(value: unknown): value is SitemapTld {
  return typeof value === 'string' && (SITEMAP_TLDS as readonly string[]).includes(value);
}

/**
 * The site paths of every sitemap route on the site: each route without its optional params, and once
 * per allowed value of every enumerable param (`/se/marknaden`, `/se/marknaden/se`, …). Free-valued
 * pages (an instrument, a profile) are the server's to list from its data, not the catalogue's.
 */
export function publicSitemapPaths(site: SiteId): string[] {
  // A planned page is a "Coming soon" placeholder: nothing for a search engine to read yet.
  const paths = ROUTES.filter(
    (route) => route.sitemap && route.status === 'live' && isRouteOnSite(route, site),
  ).flatMap((route) => enumerableParams(route).map((params) => build(route.id, params, site)));
  return [...new Set(paths)];
}

/** Every param combination a sitemap can list: optional params left out from each point on, enums expanded. */
function enumerableParams(route: Route): RouteParams[] {
  let forms: Record<string, string>[] = [{}];
  const finished: Record<string, string>[] = [];
  for (const param of route.params) {
    if (param.optional) finished.push(...forms);
    // defineRoute keeps required free params out of sitemap routes, so only optional ones stop here.
    if (param.values === null) return finished;
    forms = forms.flatMap((form) => (param.values ?? []).map((value) => ({ ...form, [param.name]: value })));
  }
  return [...finished, ...forms];
}

export function chunkUrls<T>(urls: readonly T[], max: number = SITEMAP_MAX_URLS): T[][] {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`A sitemap chunk holds at least 1 URL, not ${max}`);
  const chunks: T[][] = [];
  for (let start = 0; start < urls.length; start += max) chunks.push(urls.slice(start, start + max));
  return chunks;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index pointing at each part (absolute URLs). */
export function sitemapIndexXml(partUrls: readonly string[]): string {
  const entries = partUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('');
  return `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}

/** One sitemap part (absolute URLs); more than SITEMAP_MAX_URLS is refused, chunk first. */
export function urlsetXml(urls: readonly string[]): string {
  if (urls.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}: chunk them`);
  }
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('');
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${entries}</urlset>\n`;
}

// Characters XML 1.0 cannot carry at all, escaped or not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function escapeXml(text: string): string {
  if (NOT_XML.test(text)) throw new Error(`${JSON.stringify(text)} holds a character XML cannot carry`);
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
