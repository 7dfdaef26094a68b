import { SHOW_MORE_COMMENTS_STEP } from '@havn/domain';

/**
 * Thread paging (spec section 4): a thread starts with a few comments, 'Show more comments' adds up to
 * 5, it can show all or collapse to none; replies show a first chunk, then the rest. The spec leaves
 * the first counts open: these are ours.
 */
export const INITIAL_COMMENTS = 2;
export const INITIAL_REPLIES = 2;

export function initialVisibleComments(total: number): number {
  return Math.min(total, INITIAL_COMMENTS);
}

export function showMoreComments(visible: number, total: number): number {
  return Math.min(total, Math.min(visible, total) + SHOW_MORE_COMMENTS_STEP);
}

/** Comments hidden above the shown ones (the newest are shown, at the bottom). */
export function hiddenComments(visible: number, total: number): number {
  return Math.max(0, total - Math.min(visible, total));
}

/** The feed brings each thread's latest comments only; showing more than that needs the whole thread. */
export function needsWholeThread(visible: number, loaded: number, total: number): boolean {
  return Math.min(visible, total) > loaded;
}

/** The first replies, or all of them when one is the item the thread was opened for. */
export function initialVisibleReplies(replies: readonly { isMarked: boolean }[], total: number): number {
  return replies.some((r) => r.isMarked) ? total : Math.min(total, INITIAL_REPLIES);
}
