import { api } from '@havn/contract';
import type { SiteId } from '@havn/domain';
import { isSitemapTld, sitemapIndexXml, urlsetXml } from '@havn/routes';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { sitemapParts } from '../sitemaps.ts';

/** Site-map errors are logged (spec section 8) and answered with a 400 naming the allowed tlds. */
function checkedTld(tld: string | undefined, log: FastifyBaseLogger): SiteId {
  if (isSitemapTld(tld)) return tld;
  log.warn({ tld }, 'sitemap: tld outside en, se, no, dk, fi, de');
  throw new AppError('INVALID_TLD', 'tld must be one of en, se, no, dk, fi, de.');
}

export const sitemapIndexRoute = route(api.site.sitemapIndex, async ({ ctx, query, request, reply }) => {
  const site = checkedTld(query.tld, request.log);
  const parts = await sitemapParts(ctx, site);
  const origin = ctx.config.publicOrigin;
  const xml = sitemapIndexXml(parts.map((_, i) => `${origin}/sitemaps/${site}/${i + 1}.xml`));
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  return undefined;
});

export const sitemapPartRoute = route(api.site.sitemapPart, async ({ ctx, params, request, reply }) => {
  const site = checkedTld(params.tld, request.log);
  const index = Number.parseInt(params.part, 10) - 1;
  const parts = await sitemapParts(ctx, site);
  const urls = parts[index];
  if (!urls) throw new AppError('NOT_FOUND', `This sitemap has ${parts.length} parts.`);
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(urlsetXml(urls));
  return undefined;
});
