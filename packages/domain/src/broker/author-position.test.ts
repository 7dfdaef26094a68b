import { describe, expect, it } from 'vitest';
import { type AuthorPositionFacts, authorPosition } from './author-position.ts';

const now = new Date('2026-11-02T09:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('the author position disclosed with a post', () => {
  it.each<[string, AuthorPositionFacts, string]>([
    ['never held it', { heldVolume: '0', lastBuyAt: null, everHeld: false }, 'NONE'],
    ['holds, bought today', { heldVolume: '10', lastBuyAt: now, everHeld: true }, 'BOUGHT_RECENTLY'],
    [
      'holds, bought exactly 30 days ago',
      { heldVolume: '10', lastBuyAt: daysAgo(30), everHeld: true },
      'BOUGHT_RECENTLY',
    ],
    ['holds, bought 31 days ago', { heldVolume: '10', lastBuyAt: daysAgo(31), everHeld: true }, 'HOLDS'],
    ['sold everything last week', { heldVolume: '0', lastBuyAt: daysAgo(10), everHeld: true }, 'SOLD'],
  ])('%s: %s', (_, facts, expected) => {
    expect(authorPosition(facts, now)).toBe(expected);
  });
});
