import { INSTRUMENT_SEARCH_MAX_LIMIT } from '@havn/contract';
import type { SiteId } from '@havn/domain';
import { build, chunkUrls, publicSitemapPaths, SITEMAP_MAX_URLS } from '@havn/routes';
import type { AppContext } from '../context.ts';
import {
  listCuratedListIds,
  listIndicators,
  searchInstruments,
} from '../market-data/instruments/instruments-repo.ts';

/**
 * Every URL of one site's sitemap: the public routes, one page per tradable instrument (fetched as the
 * instrument search call pages them, at most 50000 a fetch), per market indicator and per curated list.
 */
export async function sitemapUrls(ctx: AppContext, site: SiteId): Promise<string[]> {
  const origin = ctx.config.publicOrigin;
  const urls = publicSitemapPaths(site).map((p) => `${origin}${p}`);

  for (let offset = 0; ; offset += INSTRUMENT_SEARCH_MAX_LIMIT) {
    const page = await searchInstruments(ctx.db, {
      query: '',
      limit: INSTRUMENT_SEARCH_MAX_LIMIT,
      offset,
      tradable: true,
    });
    if (offset === 0 && page.total > INSTRUMENT_SEARCH_MAX_LIMIT) {
      ctx.log.warn(
        { site, totalHits: page.total, fetchLimit: INSTRUMENT_SEARCH_MAX_LIMIT },
        'sitemap: the tradable instrument list is above the allowed count; fetching it in pages',
      );
    }
    for (const row of page.rows) {
      urls.push(
        `${origin}${build('instrument', { instrumentId: String(row.id), instrumentName: row.slug }, site)}`,
      );
    }
    if (page.rows.length < INSTRUMENT_SEARCH_MAX_LIMIT) break;
  }
  for (const indicator of await listIndicators(ctx.db)) {
    urls.push(`${origin}${build('market-indicator', { name: indicator.symbol }, site)}`);
  }
  const instrumentsPage = build('instruments', {}, site);
  for (const id of await listCuratedListIds(ctx.db)) {
    urls.push(`${origin}${instrumentsPage}?list=${encodeURIComponent(id)}`);
  }
  return urls;
}

export async function sitemapParts(ctx: AppContext, site: SiteId): Promise<string[][]> {
  return chunkUrls(await sitemapUrls(ctx, site), SITEMAP_MAX_URLS);
}
