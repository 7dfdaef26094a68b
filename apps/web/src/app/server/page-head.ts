import { SITES, type SiteId, siteLocale } from '@havn/domain';
import { build, type RouteId } from '@havn/routes';
import type { TFunction } from 'i18next';
import type { Page } from '../../lib/page.ts';
import { documentTitle } from '../../lib/use-document-title.ts';

/** The kind of description a server-rendered page gets; the pages the server renders are these. */
type DescriptionKind = 'home' | 'market' | 'list' | 'instrument' | 'community' | 'profile' | 'group';

const LISTS: readonly RouteId[] = [
  'instruments',
  'stock-list',
  'etf-list',
  'fund-list',
  'investment-fund-list',
  'certificate-list',
  'bull-bear-list',
  'tracker-list',
  'mini-future-list',
  'unlimited-turbo-list',
  'warrant-list',
  'option-list',
];

export const SERVER_RENDERED: Partial<Record<RouteId, DescriptionKind>> = {
  home: 'home',
  'market-overview': 'market',
  'market-news': 'market',
  'market-indicator': 'market',
  ...Object.fromEntries(LISTS.map((id) => [id, 'list'])),
  instrument: 'instrument',
  'instrument-by-slug': 'instrument',
  'discover-overview': 'community',
  'discover-users': 'community',
  'discover-groups': 'community',
  'user-profile': 'profile',
  group: 'group',
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The page on another site, or undefined when that site has no such page (investment funds are Danish). */
function pathOn(page: Page, site: SiteId): string | undefined {
  try {
    return build(page.routeId, page.params, site);
  } catch {
    return undefined;
  }
}

/**
 * The head of a server-rendered page: its title (the one its screen names), description, canonical
 * address, the same page on the other sites (`hreflang`) and the Open Graph card.
 */
export function pageHead(input: {
  page: Page;
  kind: DescriptionKind;
  title: string | undefined;
  url: URL;
  origin: string;
  t: TFunction<['routes', 'common']>;
}): { title: string; tags: string } {
  const { page, kind, origin, t } = input;
  const appName = t('common:appName');
  const title = documentTitle(input.title ?? '', appName);
  const description = t(`routes:meta.description.${kind}`, { title: input.title ?? appName });
  // The curated list a page shows is part of what it is; anything else in the query is not.
  const list = input.url.searchParams.get('list');
  const canonical = `${origin}${input.url.pathname}${list ? `?list=${encodeURIComponent(list)}` : ''}`;
  const alternates = SITES.flatMap((site) => {
    const path = pathOn(page, site);
    return path ? [{ site, href: `${origin}${path}` }] : [];
  });
  // The English page for readers of no listed language; a page only one site has stands for itself.
  const fallback = alternates.find((a) => a.site === 'en') ?? alternates.find((a) => a.site === page.site);
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const tags = [
    tag('meta', { name: 'description', content: description }),
    tag('link', { rel: 'canonical', href: canonical }),
    ...alternates.map((a) => tag('link', { rel: 'alternate', hreflang: siteLocale[a.site], href: a.href })),
    ...(fallback ? [tag('link', { rel: 'alternate', hreflang: 'x-default', href: fallback.href })] : []),
    tag('meta', { property: 'og:type', content: kind === 'profile' ? 'profile' : 'website' }),
    tag('meta', { property: 'og:site_name', content: appName }),
    tag('meta', { property: 'og:title', content: title }),
    tag('meta', { property: 'og:description', content: description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:locale', content: siteLocale[page.site].replace('-', '_') }),
  ];
  return { title: escapeHtml(title), tags: tags.join('\n    ') };
}
