import { describe, expect, it } from 'vitest';
import {
  checkFundOrder,
  checkFundSale,
  checkFundSwitch,
  formatFundUnits,
  fundAmountFor,
  fundOrderTiming,
  fundUnitsFor,
  isFund,
} from './fund-orders.ts';

const swedish = { type: 'FUND' as const, market: 'XSTO', country: 'SE' };
const norwegian = { type: 'FUND' as const, market: 'XOSL', country: 'NO' };

describe('fund order timing', () => {
  it('trades today before the Swedish 13:00 cut-off, settling three bank days later', () => {
    // Tuesday 24 November 2026, 12:59 in Stockholm.
    expect(fundOrderTiming(swedish, new Date('2026-11-24T11:59:00Z'))).toEqual({
      cutOff: new Date('2026-11-24T12:00:00Z'),
      tradeDate: '2026-11-24',
      navKnownAt: new Date('2026-11-24T17:00:00Z'),
      settleDate: '2026-11-27',
    });
  });

  it('moves to the next bank day at the cut-off, past a weekend', () => {
    // Friday 27 November 2026 at 13:00 in Stockholm: Monday's NAV.
    const timing = fundOrderTiming(swedish, new Date('2026-11-27T12:00:00Z'));
    expect(timing.tradeDate).toBe('2026-11-30');
    expect(timing.cutOff).toEqual(new Date('2026-11-30T12:00:00Z'));
  });

  it('skips a holiday: an order on Christmas Eve trades on 28 December', () => {
    expect(fundOrderTiming(swedish, new Date('2026-12-24T08:00:00Z')).tradeDate).toBe('2026-12-28');
  });

  it('closes Norwegian funds at 08:30 Oslo time', () => {
    expect(fundOrderTiming(norwegian, new Date('2026-11-24T07:29:00Z')).tradeDate).toBe('2026-11-24');
    expect(fundOrderTiming(norwegian, new Date('2026-11-24T07:30:00Z')).tradeDate).toBe('2026-11-25');
  });
});

describe('fund order requests', () => {
  it('buys an amount of at least the minimum, in the account currency', () => {
    expect(checkFundOrder({ side: 'BUY', amount: '100' }, 'SEK')).toBeNull();
    expect(checkFundOrder({ side: 'BUY', amount: '99.99' }, 'SEK')).toEqual({
      code: 'AMOUNT_TOO_SMALL',
      minimum: '100',
    });
    expect(checkFundOrder({ side: 'BUY', amount: '15' }, 'EUR')).toBeNull();
    expect(checkFundOrder({ side: 'BUY', units: '2' }, 'SEK')?.code).toBe('INVALID_FUND_ORDER');
    expect(checkFundOrder({ side: 'BUY' }, 'SEK')?.code).toBe('INVALID_FUND_ORDER');
  });

  it('sells units or all of them, never an amount or both', () => {
    expect(checkFundOrder({ side: 'SELL', units: '1.5' }, 'SEK')).toBeNull();
    expect(checkFundOrder({ side: 'SELL', all: true }, 'SEK')).toBeNull();
    expect(checkFundOrder({ side: 'SELL', units: '1', all: true }, 'SEK')?.code).toBe('INVALID_FUND_ORDER');
    expect(checkFundOrder({ side: 'SELL', amount: '500' }, 'SEK')?.code).toBe('INVALID_FUND_ORDER');
    expect(checkFundOrder({ side: 'SELL', units: '0' }, 'SEK')?.code).toBe('INVALID_FUND_ORDER');
    expect(checkFundOrder({ side: 'SELL', all: false }, 'SEK')?.code).toBe('INVALID_FUND_ORDER');
  });

  it('checks a sale the same whatever the account’s currency, telling why it is not well formed', () => {
    expect(checkFundSale({ units: '0.0001' })).toBeNull();
    expect(checkFundSale({ all: true })).toBeNull();
    expect(checkFundSale({})).toEqual({
      code: 'INVALID_FUND_ORDER',
      detail: 'A fund sale names the units to sell, or all of them.',
    });
    expect(checkFundSale({ amount: '500', all: true })?.code).toBe('INVALID_FUND_ORDER');
    expect(checkFundSale({ units: '-1' })).toEqual({
      code: 'INVALID_FUND_ORDER',
      detail: 'Sell more than zero units.',
    });
    expect(checkFundOrder({ side: 'SELL', units: '2' }, 'NOK')).toEqual(checkFundSale({ units: '2' }));
  });
});

describe('fund units', () => {
  it('are the amount over the NAV, rounded down to four decimals', () => {
    expect(fundUnitsFor('1000', '312.57')).toBe('3.1992');
    expect(fundUnitsFor('500', '100')).toBe('5.0000');
    expect(formatFundUnits('5.0000')).toBe('5');
    expect(formatFundUnits('3.19920000')).toBe('3.1992');
  });

  it('pay their value at the NAV to the minor unit', () => {
    expect(fundAmountFor('3.1992', '312.57', 'SEK')).toBe('999.97');
  });

  it('are what funds trade in; shares and ETFs trade on the exchange', () => {
    expect(isFund('FUND')).toBe(true);
    expect(isFund('INVESTMENT_FUND')).toBe(true);
    expect(isFund('ETF')).toBe(false);
  });
});

describe('fund switches', () => {
  it('move units, or all of them, from one fund to another', () => {
    expect(checkFundSwitch({ fromInstrumentId: 1, toInstrumentId: 2, units: '1.5' })).toBeNull();
    expect(checkFundSwitch({ fromInstrumentId: 1, toInstrumentId: 2, all: true })).toBeNull();
    expect(checkFundSwitch({ fromInstrumentId: 1, toInstrumentId: 1, all: true })?.code).toBe(
      'INVALID_FUND_ORDER',
    );
    expect(checkFundSwitch({ fromInstrumentId: 1, toInstrumentId: 2 })?.code).toBe('INVALID_FUND_ORDER');
  });
});
