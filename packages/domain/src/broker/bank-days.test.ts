import { describe, expect, it } from 'vitest';
import {
  addBankDays,
  isBankDay,
  nextBankDayFrom,
  settlementDate,
  settlementDaysOf,
  withdrawalArrival,
} from './bank-days.ts';

describe('bank days', () => {
  it('skips weekends and each country’s own bank holidays', () => {
    expect(isBankDay('SE', '2026-11-24')).toBe(true);
    expect(isBankDay('SE', '2026-11-28')).toBe(false); // Saturday
    expect(isBankDay('SE', '2026-06-19')).toBe(false); // midsommarafton: banks closed
    expect(isBankDay('NO', '2026-06-19')).toBe(true);
    expect(isBankDay('NO', '2026-05-17')).toBe(false);
    expect(isBankDay('FI', '2026-12-07')).toBe(true);
    expect(isBankDay('FI', '2026-12-24')).toBe(false);
    expect(nextBankDayFrom('SE', '2026-12-24')).toBe('2026-12-28');
    expect(addBankDays('SE', '2026-12-23', 1)).toBe('2026-12-28');
  });

  it('settles shares T+2 and funds later, counting only bank days', () => {
    expect(settlementDaysOf('STOCK')).toBe(2);
    expect(settlementDaysOf('FUND')).toBe(3);
    expect(settlementDate('SE', '2026-11-24', 2)).toBe('2026-11-26');
    expect(settlementDate('SE', '2026-11-26', 2)).toBe('2026-11-30'); // over a weekend
    expect(settlementDate('SE', '2026-06-17', 2)).toBe('2026-06-22'); // over midsommarafton
    expect(settlementDate('DK', '2026-05-13', 2)).toBe('2026-05-18'); // over Kristi Himmelfartsdag
    expect(settlementDate('US', '2026-11-25', 2)).toBe('2026-11-30'); // Thanksgiving
    expect(settlementDate('SE', '2026-11-28', 2)).toBe('2026-12-02'); // booked from Monday
  });

  it('sends a withdrawal the same day before 13:00 local on a bank day, else the next bank day', () => {
    // 12:59 and 13:00 in Stockholm (UTC+1 in November)
    expect(withdrawalArrival('SEK', new Date('2026-11-24T11:59:00Z'))).toBe('2026-11-24');
    expect(withdrawalArrival('SEK', new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-25');
    // Helsinki is an hour ahead: 12:30 UTC is 14:30 there
    expect(withdrawalArrival('EUR', new Date('2026-11-24T10:30:00Z'))).toBe('2026-11-24');
    expect(withdrawalArrival('EUR', new Date('2026-11-24T11:30:00Z'))).toBe('2026-11-25');
    // Friday after the cut-off: Monday; before it on midsommarafton: the Monday after
    expect(withdrawalArrival('SEK', new Date('2026-11-27T13:00:00Z'))).toBe('2026-11-30');
    expect(withdrawalArrival('SEK', new Date('2026-06-19T08:00:00Z'))).toBe('2026-06-22');
    // a summer day in Oslo (UTC+2): 10:59 UTC is 12:59
    expect(withdrawalArrival('NOK', new Date('2026-06-10T10:59:00Z'))).toBe('2026-06-10');
    expect(withdrawalArrival('NOK', new Date('2026-06-10T11:00:00Z'))).toBe('2026-06-11');
  });
});
