import { describe, expect, it } from 'vitest';
import { roundMoney } from './currency.ts';
import {
  openBankingCreditAmount,
  openBankingOutcome,
  type PaymentNotificationKind,
  requiredActionOf,
  withdrawableWhileCovering,
} from './open-banking.ts';

const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((item, i) =>
        permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
      );

describe('openBankingOutcome', () => {
  it.each([
    [[], 'INITIATED'],
    [['pending'], 'PENDING'],
    [['credit'], 'CREDITED'],
    [['pending', 'credit'], 'CREDITED'],
    [['pending', 'cancel'], 'CANCELLED'],
    [['cancel', 'credit'], 'CREDITED'],
    [['debit'], 'PENDING'],
    [['credit', 'debit'], 'REVERSED'],
  ] as [PaymentNotificationKind[], string][])('%j is %s', (seen, status) => {
    expect(openBankingOutcome(seen).status).toBe(status);
  });

  it('holds a debit that comes before its credit', () => {
    expect(openBankingOutcome(['debit'])).toMatchObject({ credited: false, debitHeld: true });
    expect(openBankingOutcome(['debit', 'credit'])).toMatchObject({ reversed: true, debitHeld: false });
  });

  it('is the same in any order and with any replay', () => {
    const all: PaymentNotificationKind[] = ['pending', 'credit', 'debit'];
    for (const order of permutations(all)) {
      expect(openBankingOutcome([...order, ...order]).status).toBe('REVERSED');
    }
  });
});

describe('required action', () => {
  it('opens while cash is below zero', () => {
    expect(requiredActionOf('-0.01')).toBe('COVER_NEGATIVE_CASH');
    expect(requiredActionOf('0')).toBeNull();
    expect(withdrawableWhileCovering('100', '-5')).toBe('0');
    expect(withdrawableWhileCovering('100', '5')).toBe('100');
  });
});

describe('a credit for another amount than asked', () => {
  const round = (v: string) => roundMoney(v, 'SEK');
  it('books what the bank paid and tells the difference', () => {
    expect(openBankingCreditAmount('500', '480.5', round)).toEqual({
      amount: '480.50',
      difference: '-19.50',
    });
    expect(openBankingCreditAmount('500', '520', round)).toEqual({ amount: '520.00', difference: '20.00' });
    expect(openBankingCreditAmount('500', undefined, round)).toEqual({
      amount: '500.00',
      difference: '0.00',
    });
  });
});
