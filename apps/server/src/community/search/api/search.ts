import { api, type SearchHit } from '@havn/contract';
import { searchInstruments } from '../../../market-data/index.ts';
import { route } from '../../../platform/route.ts';
import { searchGroups, searchMembers } from '../search-repo.ts';

/** One box, three sections: instruments (name, symbol, ISIN), members (username), groups (name). */
export const searchRoute = route(api.community.search, async ({ ctx, query }) => {
  const [found, members, groups] = await Promise.all([
    searchInstruments(ctx.db, { query: query.q, limit: query.limit, offset: 0 }),
    searchMembers(ctx.db, query.q, query.limit),
    searchGroups(ctx.db, query.q, query.limit),
  ]);
  const results: SearchHit[] = [
    ...found.rows.map((i) => ({
      section: 'INSTRUMENTS' as const,
      instrumentId: i.id,
      name: i.name,
      symbol: i.symbol,
      isin: i.isin,
      slug: i.slug,
    })),
    ...members.map((m) => ({ section: 'MEMBERS' as const, ...m })),
    ...groups.map((g) => ({ section: 'GROUPS' as const, ...g })),
  ];
  return { results };
});
