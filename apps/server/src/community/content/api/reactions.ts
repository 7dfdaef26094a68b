import { api } from '@havn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { reactions } from '../../../db/schema/contents.ts';
import { profiles } from '../../../db/schema/profiles.ts';
import { AppError } from '../../../platform/errors.ts';
import { enforceAbuseLimit } from '../../../platform/rate-limit.ts';
import { route } from '../../../platform/route.ts';
import { profileOfUser, requireActiveProfile } from '../../profiles/profile-access.ts';
import { relationshipsOf } from '../../profiles/profiles-repo.ts';
import { presentProfile } from '../../profiles/views/profile-view.ts';
import { publishContentEvent } from '../content-events.ts';
import { type ContentRow, contentById, reactionCounts, viewerReactions } from '../contents-repo.ts';

/** itemType is POLL for a poll and COMMENT for every other item (api.md). */
async function reactableItem(
  contentId: string,
  itemType: 'POLL' | 'COMMENT',
  load: (id: string) => Promise<ContentRow | null>,
) {
  const item = await load(contentId);
  if (!item) throw new AppError('NOT_FOUND', 'No such content.');
  if ((item.type === 'POLL') !== (itemType === 'POLL')) {
    throw new AppError('BAD_REQUEST', 'itemType is POLL for polls and COMMENT for everything else.');
  }
  return item;
}

export const reactRoute = route(api.community.content.react, async ({ ctx, body, user, request }) => {
  const profile = await requireActiveProfile(ctx, user);
  const item = await reactableItem(body.itemId, body.itemType, (id) => contentById(ctx.db, id));
  if (item.status === 'DELETED')
    throw new AppError('CONTENT_DELETED', 'Deleted content cannot be reacted to');
  if (item.classicUri)
    throw new AppError('CLASSIC_CONTENT', 'Content posted from the classic site cannot be interacted with.');
  await enforceAbuseLimit(ctx, 'reaction', profile.id, request.ip);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(reactions)
      .values({ itemId: item.id, profileId: profile.id, reactionType: body.reactionType, createdAt: now })
      .onConflictDoNothing()
      .returning({ itemId: reactions.itemId });
    // A repeated like changes nothing, so it announces nothing either.
    if (added.length > 0) {
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
});

export const unreactRoute = route(api.community.content.unreact, async ({ ctx, body, user }) => {
  const profile = await requireActiveProfile(ctx, user);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(reactions)
      .where(
        and(
          eq(reactions.itemId, body.itemId),
          eq(reactions.profileId, profile.id),
          eq(reactions.reactionType, body.reactionType),
        ),
      )
      .returning({ itemId: reactions.itemId });
    const item = removed.length > 0 ? await contentById(tx, body.itemId) : null;
    if (item) await publishContentEvent(tx, 'reactionChanged', item, now, { actorProfileId: profile.id });
  });
  return undefined;
});

export const reactionProfilesRoute = route(
  api.community.content.reactionProfiles,
  async ({ ctx, params, user }) => {
    const item = await contentById(ctx.db, params.itemId);
    if (!item) throw new AppError('NOT_FOUND', 'No such content.');
    const rows = await ctx.db
      .select({ type: reactions.reactionType, profile: profiles })
      .from(reactions)
      .innerJoin(profiles, eq(profiles.id, reactions.profileId))
      .where(and(eq(reactions.itemId, item.id), inArray(profiles.status, ['ACTIVE'])))
      .orderBy(reactions.createdAt)
      .limit(500);
    const viewer = user ? await profileOfUser(ctx.db, user.id) : null;
    const relations = await relationshipsOf(
      ctx.db,
      viewer?.id ?? null,
      rows.map((r) => r.profile.id),
    );
    const byType = new Map<'LIKE' | 'COMMENT', ReturnType<typeof presentProfile>[]>();
    for (const row of rows) {
      const list = byType.get(row.type) ?? [];
      list.push(presentProfile(row.profile, relations.get(row.profile.id), row.profile.id === viewer?.id));
      byType.set(row.type, list);
    }
    return { reactions: [...byType].map(([type, list]) => ({ type, profiles: list })) };
  },
);
