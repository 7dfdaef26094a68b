import { OLD_THREAD_MONTHS } from '../limits.ts';

/**
 * Threads older than 6 calendar months are old (spec section 4, Old threads). When a feed has only
 * old threads it says so and offers a button to show them.
 */

export const OLD_THREAD_MESSAGES = {
  noRecentPosts: 'No posts have been published in the last 6 months.',
  seeOlderPosts: 'See older posts',
} as const;

export const OLD_THREAD_MESSAGE_KEY: Readonly<Record<keyof typeof OLD_THREAD_MESSAGES, string>> = {
  noRecentPosts: 'community:oldThreads.noRecentPosts',
  seeOlderPosts: 'community:oldThreads.seeOlderPosts',
};

/**
 * The cut-off: `now` minus 6 calendar months in UTC, the day clamped to the shorter month
 * (31 August goes back to 28 or 29 February), so the answer does not depend on the server's zone.
 */
export function oldThreadCutoff(now: Date): Date {
  const target = new Date(now.getTime());
  const day = now.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - OLD_THREAD_MONTHS);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Old means posted strictly before the cut-off; a thread exactly 6 months old is still recent. */
export function isOldThread(postedAt: Date, now: Date): boolean {
  return postedAt.getTime() < oldThreadCutoff(now).getTime();
}

export interface ThreadSplit<T> {
  recent: T[];
  old: T[];
  /** Only old threads: show 'No posts have been published in the last 6 months.' and 'See older posts'. */
  onlyOld: boolean;
}

/** Split threads (any order kept) by their root's `postedAt`. */
export function splitOldThreads<T extends { postedAt: Date }>(
  threads: readonly T[],
  now: Date,
): ThreadSplit<T> {
  const cutoff = oldThreadCutoff(now).getTime();
  const recent: T[] = [];
  const old: T[] = [];
  for (const thread of threads) (thread.postedAt.getTime() < cutoff ? old : recent).push(thread);
  return { recent, old, onlyOld: recent.length === 0 && old.length > 0 };
}
