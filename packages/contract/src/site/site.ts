import { SITES } from '@havn/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const siteEnum = z.enum(SITES);

export const apiRouteSchema = z.object({
  id: z.string(),
  section: z.string(),
  team: z.string(),
  paths: z.record(siteEnum, z.string()),
  params: z
    .array(
      z.object({
        name: z.string(),
        kind: z.enum(['value', 'list', 'rest']),
        optional: z.boolean(),
        numeric: z.boolean(),
        values: z.array(z.string()).readonly().nullable(),
        words: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
      }),
    )
    .readonly(),
  auth: z.boolean(),
  status: z.enum(['live', 'planned']),
  sites: z.array(siteEnum).readonly().nullable(),
  sitemap: z.boolean(),
});

export const siteRoutes = endpoint({
  method: 'GET',
  path: '/api/site/routes',
  summary: 'The route catalogue: every page, its owning team, its path on each site, params and login rule',
  tags: ['site'],
  auth: 'public',
  success: { status: 200, body: z.array(apiRouteSchema) },
  errors: [],
});

/** The tld is checked by the handler (not the schema) so that a bad one is logged, as the spec asks. */
export const sitemapIndex = endpoint({
  method: 'GET',
  path: '/sitemap.xml',
  summary: 'Sitemap index of one site variant (tld en, se, no, dk, fi or de); XML',
  tags: ['site'],
  auth: 'public',
  query: z.object({ tld: z.string().max(10).optional() }),
  success: { status: 200, body: z.string() },
  errors: ['INVALID_TLD'],
});

export const sitemapPart = endpoint({
  method: 'GET',
  path: '/sitemaps/:tld/:part',
  summary: 'One part of a site variant’s sitemap (at most 50000 URLs); XML. `part` is `N.xml`',
  tags: ['site'],
  auth: 'public',
  params: z.object({ tld: z.string().max(10), part: z.string().regex(/^[1-9]\d{0,4}\.xml$/) }),
  success: { status: 200, body: z.string() },
  errors: ['INVALID_TLD', 'NOT_FOUND'],
});
