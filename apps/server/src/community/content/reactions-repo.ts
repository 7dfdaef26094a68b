import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reactions } from '../../db/schema/contents.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { ProfileRow } from '../profiles/profiles-repo.ts';

export type ReactionType = (typeof reactions.$inferSelect)['reactionType'];

/** `false` when the member had already reacted so: a repeated like changes nothing. */
export async function addReaction(
  tx: Db,
  reaction: { itemId: string; profileId: string; type: ReactionType; at: Date },
): Promise<boolean> {
  const added = await tx
    .insert(reactions)
    .values({
      itemId: reaction.itemId,
      profileId: reaction.profileId,
      reactionType: reaction.type,
      createdAt: reaction.at,
    })
    .onConflictDoNothing()
    .returning({ itemId: reactions.itemId });
  return added.length > 0;
}

/** `false` when there was no such reaction to take back. */
export async function removeReaction(
  tx: Db,
  reaction: { itemId: string; profileId: string; type: ReactionType },
): Promise<boolean> {
  const removed = await tx
    .delete(reactions)
    .where(
      and(
        eq(reactions.itemId, reaction.itemId),
        eq(reactions.profileId, reaction.profileId),
        eq(reactions.reactionType, reaction.type),
      ),
    )
    .returning({ itemId: reactions.itemId });
  return removed.length > 0;
}

/** Who reacted to an item (active members only), oldest reaction first, at most `limit`. */
export function reactionsWithProfiles(
  db: Db,
  itemId: string,
  limit: number,
): Promise<{ type: ReactionType; profile: ProfileRow }[]> {
  return db
    .select({ type: reactions.reactionType, profile: profiles })
    .from(reactions)
    .innerJoin(profiles, eq(profiles.id, reactions.profileId))
    .where(and(eq(reactions.itemId, itemId), inArray(profiles.status, ['ACTIVE'])))
    .orderBy(reactions.createdAt)
    .limit(limit);
}
