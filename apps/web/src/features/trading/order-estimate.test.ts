import { describe, expect, it } from 'vitest';
import { estimateOrder, estimateReservation, type OrderContext, validateOrder } from './order-estimate.ts';

/** Apple on a Swedish ISK: 10 shares at 200 USD, the dollar at 10 kronor. */
const apple: OrderContext = {
  lotSize: 1,
  tickRule: 'nordic',
  instrumentCurrency: 'USD',
  accountCurrency: 'SEK',
  accountType: 'ISK',
  buyingPower: '20100.00',
  sellable: 0,
  marketPrice: '200',
  fxRate: '10',
  today: '2026-11-30',
};
const buyTen = { side: 'BUY' as const, orderType: 'MARKET' as const, volume: '10', limitPrice: '' };

describe('the order ticket’s estimate', () => {
  it('converts at the live rate it was given', () => {
    expect(estimateOrder(buyTen, apple)?.value).toBe('20000.00');
  });

  it('checks buying power against what a foreign buy reserves: 2 % more for the rate to move', () => {
    expect(estimateReservation(buyTen, apple)?.value).toBe('20400.00');
    // The estimate alone (20 000 + fee) fits in 20 100; the reservation does not.
    expect(validateOrder(buyTen, apple)).toEqual({ volume: 'insufficientBuyingPower' });
    expect(validateOrder(buyTen, { ...apple, buyingPower: '20500.00' })).toEqual({});
  });

  it('has no buffer in the account’s own currency, and no estimate before the rate is known', () => {
    const volvo = { ...apple, instrumentCurrency: 'SEK', fxRate: '1' };
    expect(estimateReservation(buyTen, volvo)?.value).toBe('2000.00');
    expect(estimateOrder(buyTen, { ...apple, fxRate: null })).toBeNull();
  });

  it('accepts a last day from today up to 30 days ahead, or none', () => {
    const limit = { side: 'SELL' as const, orderType: 'LIMIT' as const, volume: '0', limitPrice: '200' };
    const context = { ...apple, sellable: 10 };
    const errorOf = (validUntil: string) =>
      validateOrder({ ...limit, volume: '1', validUntil }, context).validUntil;
    expect(errorOf('')).toBeUndefined();
    expect(errorOf('2026-11-30')).toBeUndefined();
    expect(errorOf('2026-12-30')).toBeUndefined();
    expect(errorOf('2026-12-31')).toBe('validUntil');
    expect(errorOf('2026-11-29')).toBe('validUntil');
  });
});
