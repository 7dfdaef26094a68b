import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireGroupContentReader, requireGroupContentReaderUser } from '../groups/group-access.ts';
import { type ProfileRow, profileOfUser, relationshipsOf } from '../profiles/profiles-repo.ts';
import { presentProfile } from '../profiles/views/profile-view.ts';
import { publishContentEvent } from './content-events.ts';
import { type ContentRow, contentById, reactionCounts, viewerReactions } from './contents-repo.ts';
import { addReaction, type ReactionType, reactionsWithProfiles, removeReaction } from './reactions-repo.ts';

/** itemType is POLL for a poll and COMMENT for every other item (api.md). */
async function reactableItem(
  ctx: AppContext,
  profile: ProfileRow,
  contentId: string,
  itemType: 'POLL' | 'COMMENT',
): Promise<ContentRow> {
  const item = await contentById(ctx.db, contentId);
  if (!item) throw new AppError('NOT_FOUND', 'No such content.');
  await requireGroupContentReader(ctx, profile.id, item.groupId);
  if ((item.type === 'POLL') !== (itemType === 'POLL')) {
    throw new AppError('BAD_REQUEST', 'itemType is POLL for polls and COMMENT for everything else.');
  }
  return item;
}

/** A like (or comment mark) on an item; answers with the item's reactions as the member now sees them. */
export async function react(
  ctx: AppContext,
  profile: ProfileRow,
  input: { itemId: string; itemType: 'POLL' | 'COMMENT'; reactionType: ReactionType; ip: string },
) {
  const item = await reactableItem(ctx, profile, input.itemId, input.itemType);
  if (item.status === 'DELETED')
    throw new AppError('CONTENT_DELETED', 'Deleted content cannot be reacted to');
  if (item.classicUri)
    throw new AppError('CLASSIC_CONTENT', 'Content posted from the classic site cannot be interacted with.');
  await enforceAbuseLimit(ctx, 'reaction', profile.id, input.ip);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const added = await addReaction(tx, {
      itemId: item.id,
      profileId: profile.id,
      type: input.reactionType,
      at: now,
    });
    // A repeated like changes nothing, so it announces nothing either.
    if (added) {
      await publishContentEvent(tx, 'reactionChanged', item, now, {
        actorProfileId: profile.id,
        notifyProfileId: item.profileId,
      });
    }
  });
  const [counts, mine] = await Promise.all([
    reactionCounts(ctx.db, [item.id]),
    viewerReactions(ctx.db, profile.id, [item.id]),
  ]);
  return {
    reactions: (['LIKE', 'COMMENT'] as const)
      .map((type) => ({
        type,
        count: counts.find((c) => c.type === type)?.count ?? 0,
        selected: mine.some((m) => m.type === type),
      }))
      .filter((r) => r.type === 'LIKE' || r.count > 0),
  };
}

export async function unreact(
  ctx: AppContext,
  profile: ProfileRow,
  input: { itemId: string; reactionType: ReactionType },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const removed = await removeReaction(tx, {
      itemId: input.itemId,
      profileId: profile.id,
      type: input.reactionType,
    });
    const item = removed ? await contentById(tx, input.itemId) : null;
    if (item) await publishContentEvent(tx, 'reactionChanged', item, now, { actorProfileId: profile.id });
  });
}

/** Who reacted to an item, grouped by reaction, with the viewer's relationship to each. */
export async function reactionProfiles(ctx: AppContext, user: UserRow | null, itemId: string) {
  const item = await contentById(ctx.db, itemId);
  if (!item) throw new AppError('NOT_FOUND', 'No such content.');
  await requireGroupContentReaderUser(ctx, user, item.groupId);
  const rows = await reactionsWithProfiles(ctx.db, item.id, 500);
  const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
  const relations = await relationshipsOf(
    ctx.db,
    viewer?.id ?? null,
    rows.map((r) => r.profile.id),
  );
  const byType = new Map<ReactionType, ReturnType<typeof presentProfile>[]>();
  for (const row of rows) {
    const list = byType.get(row.type) ?? [];
    list.push(presentProfile(row.profile, relations.get(row.profile.id), row.profile.id === viewer?.id));
    byType.set(row.type, list);
  }
  return { reactions: [...byType].map(([type, list]) => ({ type, profiles: list })) };
}
