import { describe, expect, it } from 'vitest';
import { OLD_THREAD_MONTHS } from '../limits.ts';
import { isOldThread, OLD_THREAD_MESSAGES, oldThreadCutoff, splitOldThreads } from './old-threads.ts';

describe('old threads (spec section 4: older than 6 months)', () => {
  it('quotes the spec', () => {
    expect(OLD_THREAD_MONTHS).toBe(6);
    expect(OLD_THREAD_MESSAGES.noRecentPosts).toBe('No posts have been published in the last 6 months.');
    expect(OLD_THREAD_MESSAGES.seeOlderPosts).toBe('See older posts');
  });

  it.each([
    ['2025-09-10T12:00:00.000Z', '2025-03-10T12:00:00.000Z'],
    ['2025-08-31T08:00:00.000Z', '2025-02-28T08:00:00.000Z'],
    ['2024-08-31T08:00:00.000Z', '2024-02-29T08:00:00.000Z'],
    ['2025-03-15T00:00:00.000Z', '2024-09-15T00:00:00.000Z'],
    ['2025-12-31T23:59:59.999Z', '2025-06-30T23:59:59.999Z'],
  ])('six calendar months before %s is %s', (now, cutoff) => {
    expect(oldThreadCutoff(new Date(now)).toISOString()).toBe(cutoff);
  });

  const now = new Date('2025-09-10T12:00:00.000Z');
  it.each([
    ['2025-03-10T12:00:00.000Z', false],
    ['2025-03-10T11:59:59.999Z', true],
    ['2025-09-01T00:00:00.000Z', false],
    ['2024-01-01T00:00:00.000Z', true],
  ])('a thread posted at %s is old: %s', (postedAt, old) => {
    expect(isOldThread(new Date(postedAt), now)).toBe(old);
  });

  it('splits threads, keeping their order, and flags a feed with only old threads', () => {
    const t = (id: string, postedAt: string) => ({ id, postedAt: new Date(postedAt) });
    const threads = [
      t('a', '2025-09-01T00:00:00Z'),
      t('b', '2024-12-01T00:00:00Z'),
      t('c', '2025-05-01T00:00:00Z'),
    ];
    const split = splitOldThreads(threads, now);
    expect(split.recent.map((x) => x.id)).toEqual(['a', 'c']);
    expect(split.old.map((x) => x.id)).toEqual(['b']);
    expect(split.onlyOld).toBe(false);
    expect(splitOldThreads([threads[1]!], now).onlyOld).toBe(true);
    expect(splitOldThreads([], now).onlyOld).toBe(false);
  });
});
