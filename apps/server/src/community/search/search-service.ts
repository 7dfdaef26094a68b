import type { SearchHit } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import { searchInstruments } from '../../market-data/index.ts';
import { searchGroups, searchMembers } from './search-repo.ts';

/** One box, three sections: instruments (name, symbol, ISIN), members (username), groups (name). */
export async function searchEverything(
  ctx: AppContext,
  q: string,
  limit: number,
): Promise<{ results: SearchHit[] }> {
  const [found, members, groups] = await Promise.all([
    searchInstruments(ctx.db, { query: q, limit, offset: 0 }),
    searchMembers(ctx.db, q, limit),
    searchGroups(ctx.db, q, limit),
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
}
