import { describe, expect, it } from 'vitest';
import { type TradeEventFacts, tradeEventKind, tradeEventWording } from './trade-event.ts';

// The detailed wording applies only to trades after 2025-08-28 (spec section 4).
const after = new Date('2025-08-29T00:00:00.000Z');
const lastPlain = new Date('2025-08-28T23:59:59.999Z');
const before = new Date('2025-03-01T10:00:00.000Z');

describe('tradeEventKind (spec section 4, Trade events)', () => {
  it.each<[string, TradeEventFacts, string]>([
    [
      'BUY with null percentageChange is a new holding',
      { tradeType: 'BUY', percentageChange: null, postedAt: after },
      'NEW_HOLDING',
    ],
    [
      'BUY with a change is buying more',
      { tradeType: 'BUY', percentageChange: 25, postedAt: after },
      'BOUGHT_MORE',
    ],
    [
      'SELL with change of 100 is sold all',
      { tradeType: 'SELL', percentageChange: 100, postedAt: after },
      'SOLD_ALL',
    ],
    [
      'SELL with change over 100 is sold all',
      { tradeType: 'SELL', percentageChange: 100.5, postedAt: after },
      'SOLD_ALL',
    ],
    [
      'SELL with a decimal string of 100 is sold all',
      { tradeType: 'SELL', percentageChange: '100.00', postedAt: after },
      'SOLD_ALL',
    ],
    [
      'SELL with change under 100 is sold some',
      { tradeType: 'SELL', percentageChange: 99.99, postedAt: after },
      'SOLD_SOME',
    ],
    [
      'SELL with unknown change is sold some',
      { tradeType: 'SELL', percentageChange: null, postedAt: after },
      'SOLD_SOME',
    ],
    [
      'BUY on 2025-08-28 is plain',
      { tradeType: 'BUY', percentageChange: null, postedAt: lastPlain },
      'BOUGHT',
    ],
    [
      'SELL on 2025-08-28 is plain',
      { tradeType: 'SELL', percentageChange: 100, postedAt: lastPlain },
      'SOLD',
    ],
    ['BUY before is plain', { tradeType: 'BUY', percentageChange: 10, postedAt: before }, 'BOUGHT'],
    ['SELL before is plain', { tradeType: 'SELL', percentageChange: 10, postedAt: before }, 'SOLD'],
  ])('%s', (_, event, kind) => {
    expect(tradeEventKind(event)).toBe(kind);
  });

  it('words each kind in English', () => {
    expect(tradeEventWording({ tradeType: 'BUY', percentageChange: null, postedAt: after })).toBe(
      'Bought a new holding',
    );
    expect(tradeEventWording({ tradeType: 'SELL', percentageChange: 100, postedAt: after })).toBe(
      'Sold the whole holding',
    );
    expect(tradeEventWording({ tradeType: 'SELL', percentageChange: 100, postedAt: before })).toBe('Sold');
  });
});
