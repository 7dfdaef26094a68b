import { describe, expect, it } from 'vitest';
import type { AccountType } from './account-type.ts';
import { ruleInternalTransfer } from './internal-transfer.ts';

const CURRENCY: Partial<Record<AccountType, string>> = {
  ISK: 'SEK',
  AF: 'SEK',
  KF: 'SEK',
  ASK: 'NOK',
  AKSJE_FOND: 'NOK',
  AKTIESPAREKONTO: 'DKK',
  AKTIEDEPOT: 'DKK',
  AOT: 'EUR',
  ARVO_OSUUSTILI: 'EUR',
  DEPOT: 'EUR',
  PRIVATE_PENSION: 'SEK',
  IPS: 'NOK',
  RATEPENSION: 'DKK',
  PS: 'EUR',
};
let n = 0;
const nextAccid = () => {
  n += 1;
  return String(n);
};
const account = (accountType: AccountType) => ({
  accid: nextAccid(),
  accountType,
  currency: CURRENCY[accountType]!,
});
const rule = (
  from: AccountType,
  to: AccountType,
  kind: 'CASH' | 'SECURITIES',
  bankDaysSinceTrade: number | null = null,
) => {
  const ruling = ruleInternalTransfer({ from: account(from), to: account(to), kind, bankDaysSinceTrade });
  return ruling.ok ? (ruling.taxableSale ? 'taxable' : 'ok') : ruling.reason;
};

describe('the internal transfer rules', () => {
  it.each([
    ['AF', 'ISK', 'CASH', null, 'ok'],
    ['ISK', 'AF', 'CASH', null, 'ok'],
    ['AF', 'ISK', 'SECURITIES', null, 'taxable'],
    ['AF', 'ISK', 'SECURITIES', 3, 'taxable'],
    ['AF', 'ISK', 'SECURITIES', 2, 'TOO_SOON_AFTER_TRADE'],
    ['ISK', 'AF', 'SECURITIES', null, 'ISK_TO_NON_ISK'],
    ['ISK', 'ISK', 'SECURITIES', null, 'ok'],
    ['KF', 'AF', 'CASH', null, 'KF_CLOSED'],
    ['AF', 'KF', 'SECURITIES', null, 'KF_CLOSED'],
    ['ASK', 'ASK', 'SECURITIES', null, 'ok'],
    ['AKSJE_FOND', 'ASK', 'SECURITIES', null, 'SECURITIES_NOT_MOVABLE'],
    ['ASK', 'AKSJE_FOND', 'CASH', null, 'ok'],
    ['AKTIEDEPOT', 'AKTIESPAREKONTO', 'CASH', null, 'ok'],
    ['AKTIESPAREKONTO', 'AKTIEDEPOT', 'CASH', null, 'ok'],
    ['AKTIEDEPOT', 'AKTIESPAREKONTO', 'SECURITIES', null, 'CASH_ONLY'],
    ['ARVO_OSUUSTILI', 'AOT', 'CASH', null, 'ok'],
    ['AOT', 'ARVO_OSUUSTILI', 'CASH', null, 'ok'],
    ['ARVO_OSUUSTILI', 'AOT', 'SECURITIES', null, 'CASH_ONLY'],
    ['AOT', 'ARVO_OSUUSTILI', 'SECURITIES', null, 'CASH_ONLY'],
    ['AF', 'ASK', 'CASH', null, 'CURRENCY_MISMATCH'],
    ['AF', 'PRIVATE_PENSION', 'CASH', null, 'ok'],
    ['AF', 'PRIVATE_PENSION', 'SECURITIES', null, 'CASH_ONLY'],
    ['PRIVATE_PENSION', 'AF', 'CASH', null, 'PENSION_LOCKED'],
    ['IPS', 'AKSJE_FOND', 'SECURITIES', null, 'PENSION_LOCKED'],
    ['AKTIEDEPOT', 'RATEPENSION', 'CASH', null, 'ok'],
    ['AKTIESPAREKONTO', 'RATEPENSION', 'CASH', null, 'DK_ASK_VIA_OWN_DEPOT'],
    ['PS', 'PS', 'CASH', null, 'PENSION_LOCKED'],
  ] as const)('%s → %s (%s, %s bank days after the trade): %s', (from, to, kind, days, expected) => {
    expect(rule(from, to, kind, days)).toBe(expected);
  });

  it('refuses an aktiesparekonto’s cash to anything but the customer’s aktiedepot', () => {
    // Both Danish types are DKK: only another aktiesparekonto is left to try.
    expect(rule('AKTIESPAREKONTO', 'AKTIESPAREKONTO', 'CASH')).toBe('DK_ASK_VIA_OWN_DEPOT');
  });

  it('refuses a move to the same account', () => {
    const isk = account('ISK');
    expect(ruleInternalTransfer({ from: isk, to: isk, kind: 'CASH' })).toEqual({
      ok: false,
      reason: 'SAME_ACCOUNT',
    });
  });

  it('counts cash into a pension as a contribution (its yearly cap applies)', () => {
    expect(ruleInternalTransfer({ from: account('ASK'), to: account('IPS'), kind: 'CASH' })).toEqual({
      ok: true,
      taxableSale: false,
      countsAsDeposit: true,
    });
  });

  it('counts AF→ISK and cash into an ISK as an ISK deposit', () => {
    expect(
      ruleInternalTransfer({ from: account('AF'), to: account('ISK'), kind: 'SECURITIES' }),
    ).toMatchObject({
      countsAsDeposit: true,
    });
    expect(ruleInternalTransfer({ from: account('AF'), to: account('ISK'), kind: 'CASH' })).toMatchObject({
      countsAsDeposit: true,
    });
  });
});
