import { describe, expect, it } from 'vitest';
import { applyFill, emptyPosition, marketValue, positionFromFills, unrealizedReturn } from './position.ts';

describe('position averaging (the average cost method)', () => {
  it('averages two buys at different prices, fees in the acquisition cost but not the average price', () => {
    const position = positionFromFills(
      [
        { side: 'BUY', volume: 100, price: '100.00', amount: '10000.00', fee: '39.00' },
        { side: 'BUY', volume: 100, price: '120.00', amount: '12000.00', fee: '39.00' },
      ],
      'SEK',
    );
    expect(position).toEqual({
      volume: '200',
      averagePrice: '110.000000',
      acquisitionCost: '22078.00',
      realizedReturn: '0.00',
    });
  });

  it('realizes the return of a partial sell against the average cost, after the fee', () => {
    const bought = positionFromFills(
      [
        { side: 'BUY', volume: 100, price: '100.00', amount: '10000.00', fee: '39.00' },
        { side: 'BUY', volume: 100, price: '120.00', amount: '12000.00', fee: '39.00' },
      ],
      'SEK',
    );
    const sold = applyFill(
      bought,
      { side: 'SELL', volume: 50, price: '130.00', amount: '6500.00', fee: '39.00' },
      'SEK',
    );
    // The 50 sold cost a quarter of 22078 = 5519.50; they brought 6500 − 39 = 6461.
    expect(sold).toEqual({
      volume: '150',
      averagePrice: '110.000000',
      acquisitionCost: '16558.50',
      realizedReturn: '941.50',
    });
  });

  it('selling everything realizes the whole cost and resets the average', () => {
    const bought = positionFromFills(
      [{ side: 'BUY', volume: 3, price: '10.00', amount: '30.00', fee: '39.00' }],
      'SEK',
    );
    const sold = applyFill(
      bought,
      { side: 'SELL', volume: 3, price: '11.00', amount: '33.00', fee: '39.00' },
      'SEK',
    );
    expect(sold).toEqual({
      volume: '0',
      averagePrice: '0.000000',
      acquisitionCost: '0.00',
      realizedReturn: '-75.00',
    });
  });

  it('keeps six decimals of average price: three buys of 1 at 10, 10, 11', () => {
    const position = positionFromFills(
      [
        { side: 'BUY', volume: 1, price: '10', amount: '10.00', fee: '0.00' },
        { side: 'BUY', volume: 1, price: '10', amount: '10.00', fee: '0.00' },
        { side: 'BUY', volume: 1, price: '11', amount: '11.00', fee: '0.00' },
      ],
      'EUR',
    );
    expect(position.averagePrice).toBe('10.333333');
  });

  it('refuses to sell more than it holds', () => {
    expect(() =>
      applyFill(
        emptyPosition('SEK'),
        { side: 'SELL', volume: 1, price: '1', amount: '1.00', fee: '0' },
        'SEK',
      ),
    ).toThrow(RangeError);
  });

  it('values a holding and its unrealized return in the instrument currency', () => {
    expect(marketValue('150', '125.55', 'SEK')).toBe('18832.50');
    expect(unrealizedReturn({ volume: '150', averagePrice: '110.000000' }, '125.55', 'SEK')).toEqual({
      amount: '2332.50',
      percent: '14.14',
    });
    expect(unrealizedReturn({ volume: '0', averagePrice: '0.000000' }, '1', 'SEK')).toEqual({
      amount: '0.00',
      percent: null,
    });
  });
});
