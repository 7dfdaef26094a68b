import { api } from '@havn/contract';
import { isPollEnded } from '@havn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../../db/errors.ts';
import { contents, pollOptions, pollVotes } from '../../../db/schema/contents.ts';
import { AppError } from '../../../platform/errors.ts';
import { enforceAbuseLimit } from '../../../platform/rate-limit.ts';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { publishContentEvent } from '../content-events.ts';
import { contentById } from '../contents-repo.ts';
import { presentThreads } from '../read-model/pipeline.ts';
import { contentViewer } from '../read-model/viewer.ts';

/** One vote per member per poll (the primary key), only while the poll is open; answers with the results. */
export const voteRoute = route(api.community.content.vote, async ({ ctx, params, body, user, request }) => {
  const profile = await requireActiveProfile(ctx, user);
  const poll = await contentById(ctx.db, params.contentId);
  if (poll?.type !== 'POLL') throw new AppError('NOT_FOUND', 'No such poll.');
  if (poll.status === 'DELETED') throw new AppError('CONTENT_DELETED', 'This poll was deleted.');
  if (poll.classicUri)
    throw new AppError('CLASSIC_CONTENT', 'Content posted from the classic site cannot be interacted with.');
  const now = ctx.clock.now();
  if (poll.endingAt && isPollEnded(poll.endingAt, now))
    throw new AppError('POLL_ENDED', 'This poll has ended.');
  await enforceAbuseLimit(ctx, 'vote', profile.id, request.ip);
  try {
    await ctx.db.transaction(async (tx) => {
      const [option] = await tx
        .update(pollOptions)
        .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
        .where(and(eq(pollOptions.id, body.optionId), eq(pollOptions.contentId, poll.id)))
        .returning({ id: pollOptions.id });
      if (!option) throw new AppError('INVALID_OPTION', 'That option is not part of this poll.');
      await tx
        .insert(pollVotes)
        .values({ contentId: poll.id, profileId: profile.id, optionId: option.id, createdAt: now });
      await tx
        .update(contents)
        .set({ voteCount: sql`${contents.voteCount} + 1` })
        .where(eq(contents.id, poll.id));
      await publishContentEvent(tx, 'pollVoted', poll, now, { actorProfileId: profile.id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_VOTED', 'You have already voted in this poll.');
    throw error;
  }
  const fresh = await contentById(ctx.db, poll.id);
  const [view] = await presentThreads(ctx, [fresh!], [], await contentViewer(ctx, user));
  return view!.poll!;
});
