import { SHOW_MORE_COMMENTS_STEP } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import {
  hiddenComments,
  INITIAL_COMMENTS,
  initialVisibleComments,
  initialVisibleReplies,
  needsWholeThread,
  showMoreComments,
} from './thread-paging.ts';

describe('thread paging (spec section 4)', () => {
  it('starts with a few comments', () => {
    expect(initialVisibleComments(0)).toBe(0);
    expect(initialVisibleComments(1)).toBe(1);
    expect(initialVisibleComments(40)).toBe(INITIAL_COMMENTS);
  });

  it("adds up to 5 with 'Show more comments', never past the total", () => {
    expect(SHOW_MORE_COMMENTS_STEP).toBe(5);
    expect(showMoreComments(2, 40)).toBe(7);
    expect(showMoreComments(7, 9)).toBe(9);
    expect(showMoreComments(0, 3)).toBe(3);
    expect(hiddenComments(7, 9)).toBe(2);
    expect(hiddenComments(Number.POSITIVE_INFINITY, 9)).toBe(0);
  });

  it('fetches the whole thread only when more is shown than the feed brought', () => {
    expect(needsWholeThread(6, 6, 40)).toBe(false);
    expect(needsWholeThread(7, 6, 40)).toBe(true);
    expect(needsWholeThread(Number.POSITIVE_INFINITY, 3, 3)).toBe(false);
  });

  it('shows a first chunk of replies, or all when one of them is marked', () => {
    expect(initialVisibleReplies([], 5)).toBe(2);
    expect(initialVisibleReplies([{ isMarked: false }, { isMarked: true }], 5)).toBe(5);
  });
});
