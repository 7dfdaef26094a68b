import { describe, expect, it } from 'vitest';
import { fundSale } from '../fund-orders/fixtures.ts';
import { fundSwitchBody, groupFundSwitches, validateFundSwitch } from './fund-switch-draft.ts';

describe('validateFundSwitch', () => {
  const draft = { fromInstrumentId: 2002, toInstrumentId: 2003, units: '4', all: false };
  it('takes units to four decimals up to those free to sell, or all of them', () => {
    expect(validateFundSwitch(draft, 10)).toEqual({});
    expect(validateFundSwitch({ ...draft, units: '3,1992' }, 10)).toEqual({});
    expect(validateFundSwitch({ ...draft, units: '' }, 10)).toEqual({ units: 'unitsRequired' });
    expect(validateFundSwitch({ ...draft, units: '1.00001' }, 10)).toEqual({ units: 'unitsInvalid' });
    expect(validateFundSwitch({ ...draft, units: '0' }, 10)).toEqual({ units: 'unitsInvalid' });
    expect(validateFundSwitch({ ...draft, units: '10.0001' }, 10)).toEqual({ units: 'insufficientHoldings' });
    expect(validateFundSwitch({ ...draft, units: '', all: true }, 10)).toEqual({});
  });
  it('needs a fund with free units to sell and another fund to buy', () => {
    expect(validateFundSwitch({ ...draft, fromInstrumentId: null, toInstrumentId: null }, 0)).toEqual({
      from: 'fromRequired',
      to: 'toRequired',
    });
    expect(validateFundSwitch(draft, 0)).toEqual({ from: 'nothingToSwitch' });
    expect(validateFundSwitch({ ...draft, toInstrumentId: 2002 }, 10)).toEqual({ to: 'sameFund' });
  });
  it('sends units normalised, or all', () => {
    expect(fundSwitchBody({ ...draft, units: ' 3,5 ' })).toEqual({
      fromInstrumentId: 2002,
      toInstrumentId: 2003,
      units: '3.5',
    });
    expect(fundSwitchBody({ ...draft, all: true })).toEqual({
      fromInstrumentId: 2002,
      toInstrumentId: 2003,
      all: true,
    });
  });
});

describe('groupFundSwitches', () => {
  it('pairs each sale with its purchase by switchId, newest first, and leaves orders of their own out', () => {
    const waiting = fundSale('a', {
      switchId: 's2',
      switchToInstrumentId: 2003,
      createdAt: '2026-11-24T09:00:00Z',
    });
    const soldEarlier = fundSale('b', {
      switchId: 's1',
      switchToInstrumentId: 2003,
      state: 'PRICED',
      createdAt: '2026-11-20T09:00:00Z',
    });
    const bought = fundSale('c', { switchId: 's1', instrumentId: 2003, side: 'BUY', state: 'REGISTERED' });
    const own = fundSale('d', { side: 'BUY' });
    const switches = groupFundSwitches([waiting, bought, soldEarlier, own]);
    expect(switches.map((s) => [s.switchId, s.sale.id, s.purchase?.id ?? null, s.inProgress])).toEqual([
      ['s2', 'a', null, true],
      ['s1', 'b', 'c', true],
    ]);
    expect(switches[1]?.toInstrumentId).toBe(2003);
  });
  it('is done once the purchase is priced, or the sale ended without one', () => {
    const cancelled = fundSale('a', { switchId: 's1', state: 'CANCELLED' });
    const sold = fundSale('b', { switchId: 's2', state: 'PRICED' });
    const bought = fundSale('c', { switchId: 's2', side: 'BUY', state: 'PRICED' });
    expect(groupFundSwitches([cancelled, sold, bought]).map((s) => [s.switchId, s.inProgress])).toEqual([
      ['s1', false],
      ['s2', false],
    ]);
  });
});
