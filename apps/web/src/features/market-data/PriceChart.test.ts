import { describe, expect, it } from 'vitest';
import { endingAtQuote } from './PriceChart.tsx';

const points = [
  { time: '2026-11-20T16:30:00.000Z', close: '265.40' },
  { time: '2026-11-23T16:30:00.000Z', close: '274.05' },
];

describe('the price chart ends at the price now', () => {
  it('ends at a quote newer than its last point', () => {
    const quote = { last: '268.45', time: '2026-11-23T21:00:00.000Z' };
    expect(endingAtQuote(points, quote).at(-1)).toEqual({ time: quote.time, close: '268.45' });
  });

  it('keeps its own end when the quote is older, and when there is none', () => {
    expect(endingAtQuote(points, { last: '260.00', time: '2026-11-23T16:00:00.000Z' })).toEqual(points);
    expect(endingAtQuote(points, null)).toEqual(points);
    expect(endingAtQuote([], { last: '1', time: '2026-11-23T21:00:00.000Z' })).toEqual([]);
  });
});
