import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, pollOptions, pollVotes } from '../../db/schema/contents.ts';
import type { PollOptionRow } from './contents-repo.ts';

/**
 * Counts one vote on a poll's option and records who cast it, in the caller's transaction. `false`
 * when the option is not part of the poll; a second vote by the same member fails on the primary key
 * (isUniqueViolation) and rolls the counts back with it.
 */
export async function recordPollVote(
  tx: Db,
  vote: { pollId: string; optionId: string; profileId: string; at: Date },
): Promise<boolean> {
  const [option] = await tx
    .update(pollOptions)
    .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
    .where(and(eq(pollOptions.id, vote.optionId), eq(pollOptions.contentId, vote.pollId)))
    .returning({ id: pollOptions.id });
  if (!option) return false;
  await tx
    .insert(pollVotes)
    .values({ contentId: vote.pollId, profileId: vote.profileId, optionId: option.id, createdAt: vote.at });
  await tx
    .update(contents)
    .set({ voteCount: sql`${contents.voteCount} + 1` })
    .where(eq(contents.id, vote.pollId));
  return true;
}

/** A new poll's options, in the order they were given. */
export async function insertPollOptions(
  tx: Db,
  pollId: string,
  options: readonly string[],
): Promise<PollOptionRow[]> {
  return tx
    .insert(pollOptions)
    .values(options.map((message, position) => ({ contentId: pollId, position, message })))
    .returning();
}
