import { describe, expect, it } from 'vitest';
import { cashWithHouse } from './house-cash.ts';
import { assertBalanced, HOUSE } from './ledger-repo.ts';

describe('cashWithHouse', () => {
  it('in one currency: the customer’s entry and the house’s, nothing through the FX desk', () => {
    const entries = cashWithHouse(
      { account: 'A1', kind: 'cash_reserved', currency: 'SEK', amount: '-500.00' },
      { account: HOUSE.market, currency: 'SEK', amount: '500.00' },
    );
    expect(entries).toEqual([
      { account: 'A1', kind: 'cash_reserved', asset: 'SEK', amount: '-500.00' },
      { account: HOUSE.market, kind: 'cash', asset: 'SEK', amount: '500.00' },
    ]);
    expect(() => assertBalanced(entries)).not.toThrow();
  });

  it('across currencies: the FX desk takes the opposite of each side, so each currency sums to zero', () => {
    // The custodian pays 2.60 USD; the krona account receives 26.00 SEK.
    const entries = cashWithHouse(
      { account: 'A1', kind: 'cash', currency: 'SEK', amount: '26.00' },
      { account: HOUSE.custodian, currency: 'USD', amount: '-2.60' },
    );
    expect(entries).toEqual([
      { account: 'A1', kind: 'cash', asset: 'SEK', amount: '26.00' },
      { account: HOUSE.fx, kind: 'cash', asset: 'SEK', amount: '-26' },
      { account: HOUSE.fx, kind: 'cash', asset: 'USD', amount: '2.6' },
      { account: HOUSE.custodian, kind: 'cash', asset: 'USD', amount: '-2.60' },
    ]);
    expect(() => assertBalanced(entries)).not.toThrow();
  });

  it('in one currency, amounts that are not each other’s opposite do not balance', () => {
    const entries = cashWithHouse(
      { account: 'A1', kind: 'cash', currency: 'SEK', amount: '26.00' },
      { account: HOUSE.custodian, currency: 'SEK', amount: '-25.99' },
    );
    expect(() => assertBalanced(entries)).toThrow(/SEK sum to 0.01/);
  });
});
