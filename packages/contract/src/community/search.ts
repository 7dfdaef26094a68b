import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * The site's global search (issue 6, item 7): instruments (name, symbol, ISIN), members and groups in
 * one call, a few hits of each section. The community serves it: it may read the brokerage's
 * instruments, the brokerage never reads the community.
 */
export const SEARCH_SECTIONS = ['INSTRUMENTS', 'MEMBERS', 'GROUPS'] as const;

export const searchHitSchema = z.discriminatedUnion('section', [
  z.object({
    section: z.literal('INSTRUMENTS'),
    instrumentId: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    isin: z.string(),
    slug: z.string(),
  }),
  z.object({ section: z.literal('MEMBERS'), profileId: z.string(), username: z.string(), slug: z.string() }),
  z.object({ section: z.literal('GROUPS'), groupId: z.string(), name: z.string(), slug: z.string() }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const search = endpoint({
  method: 'GET',
  path: '/api/search/v1',
  summary: 'Search instruments (name, symbol, ISIN; * wildcard), members and groups',
  tags: ['search'],
  auth: 'public',
  query: z.object({
    q: z.string().trim().min(1).max(100),
    /** At most this many hits of each section. */
    limit: z.coerce.number().int().min(1).max(20).default(5),
  }),
  success: { status: 200, body: z.object({ results: z.array(searchHitSchema) }) },
  errors: [],
});
