import { isPollEnded } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireGroupContentReader } from '../groups/group-access.ts';
import type { ProfileRow } from '../profiles/profiles-repo.ts';
import { publishContentEvent } from './content-events.ts';
import { contentById } from './contents-repo.ts';
import { recordPollVote } from './polls-repo.ts';
import { presentThreads } from './read-model/pipeline.ts';
import { contentViewer } from './read-model/viewer.ts';

/** One vote per member per poll (the primary key), only while the poll is open; answers with the results. */
export async function voteInPoll(
  ctx: AppContext,
  user: UserRow | null,
  profile: ProfileRow,
  input: { pollId: string; optionId: string; ip: string },
) {
  const poll = await contentById(ctx.db, input.pollId);
  if (poll?.type !== 'POLL') throw new AppError('NOT_FOUND', 'No such poll.');
  await requireGroupContentReader(ctx, profile.id, poll.groupId);
  if (poll.status === 'DELETED') throw new AppError('CONTENT_DELETED', 'This poll was deleted.');
  if (poll.classicUri)
    throw new AppError('CLASSIC_CONTENT', 'Content posted from the classic site cannot be interacted with.');
  const now = ctx.clock.now();
  if (poll.endingAt && isPollEnded(poll.endingAt, now))
    throw new AppError('POLL_ENDED', 'This poll has ended.');
  await enforceAbuseLimit(ctx, 'vote', profile.id, input.ip);
  try {
    await ctx.db.transaction(async (tx) => {
      const counted = await recordPollVote(tx, {
        pollId: poll.id,
        optionId: input.optionId,
        profileId: profile.id,
        at: now,
      });
      if (!counted) throw new AppError('INVALID_OPTION', 'That option is not part of this poll.');
      await publishContentEvent(tx, 'pollVoted', poll, now, { actorProfileId: profile.id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_VOTED', 'You have already voted in this poll.');
    throw error;
  }
  const fresh = await contentById(ctx.db, poll.id);
  const [view] = await presentThreads(ctx, [fresh!], [], await contentViewer(ctx, user));
  return view!.poll!;
}
