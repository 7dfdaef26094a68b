import type { SearchHit } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import { searchInstruments } from '../../market-data/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { profileOfUser } from '../profiles/profile-access.ts';
import { searchGroups, searchMembers } from './search-repo.ts';

/** One box, three sections: instruments (name, symbol, ISIN), members (username), groups (name). */
export async function searchEverything(
  ctx: AppContext,
  user: UserRow | null,
  q: string,
  limit: number,
): Promise<{ results: SearchHit[] }> {
  // Private groups show only to their members.
  const profile = user ? await profileOfUser(ctx.db, user.id) : null;
  const [found, members, groups] = await Promise.all([
    searchInstruments(ctx.db, { query: q, limit, offset: 0 }),
    searchMembers(ctx.db, q, limit),
    searchGroups(ctx.db, profile?.id ?? null, q, limit),
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
