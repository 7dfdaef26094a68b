import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups } from '../../db/schema/groups.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { findableBy } from '../groups/groups-repo.ts';

/** The instrument search's pattern rule: `*` matches anything; without one, the words match anywhere. */
export function wildcardPattern(query: string): string {
  const escaped = query
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replaceAll('*', '%');
  return escaped.includes('%') ? escaped : `%${escaped}%`;
}

export function searchMembers(db: Db, query: string, limit: number) {
  return db
    .select({ profileId: profiles.id, username: profiles.username, slug: profiles.slug })
    .from(profiles)
    .where(and(eq(profiles.status, 'ACTIVE'), ilike(profiles.username, wildcardPattern(query))))
    .orderBy(asc(profiles.username))
    .limit(limit);
}

/**
 * Groups by name, public ones only: the search is public (anyone, cacheable, no session), so a
 * private group is never a hit; its members reach it from their groups (widget, discover my-groups).
 */
export function searchGroups(db: Db, query: string, limit: number) {
  return db
    .select({ groupId: groups.id, name: groups.name, slug: groups.slug })
    .from(groups)
    .where(and(findableBy(null), ilike(groups.name, wildcardPattern(query))))
    .orderBy(asc(groups.name))
    .limit(limit);
}
