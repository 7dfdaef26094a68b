import { describe, expect, it } from 'vitest';
import {
  addBankDays,
  bankDaysBetween,
  isBankDay,
  latestBankingDate,
  nextBankDayFrom,
  settlementDate,
  settlementDaysOf,
  tradeDateOf,
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
    // over Kristi Himmelfartsdag and the Friday after it, both closing days of Danish banks
    expect(settlementDate('DK', '2026-05-13', 2)).toBe('2026-05-19');
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

  it('closes Danish banks on their own closing days, which date-holidays lists only as observances', () => {
    expect(isBankDay('DK', '2026-12-24')).toBe(false); // Juleaftensdag
    expect(isBankDay('DK', '2026-12-31')).toBe(false); // Nytårsaftensdag
    expect(isBankDay('DK', '2026-06-05')).toBe(false); // Grundlovsdag
    expect(isBankDay('DK', '2026-05-15')).toBe(false); // the Friday after Kristi Himmelfartsdag
    expect(isBankDay('DK', '2027-05-07')).toBe(false); // and in another year's calendar
    expect(isBankDay('DK', '2026-12-23')).toBe(true);
    expect(settlementDate('DK', '2026-12-22', 2)).toBe('2026-12-28');
    expect(withdrawalArrival('DKK', new Date('2026-12-23T13:00:00Z'))).toBe('2026-12-28');
  });

  it('dates a trade on its own market’s clock', () => {
    // 23:30 on a Friday in Stockholm is already Saturday in Helsinki: booked from Monday there.
    const lateFriday = new Date('2026-11-27T22:30:00Z');
    expect(tradeDateOf('XSTO', 'se', lateFriday)).toBe('2026-11-27');
    expect(tradeDateOf('XHEL', 'fi', lateFriday)).toBe('2026-11-28');
    expect(settlementDate('FI', tradeDateOf('XHEL', 'fi', lateFriday), 2)).toBe('2026-12-02');
    // 18:00 in New York is midnight past in Stockholm: still the 24th there, so Thanksgiving is skipped once.
    const evening = new Date('2026-11-24T23:00:00Z');
    expect(tradeDateOf('XNYS', 'us', evening)).toBe('2026-11-24');
    expect(settlementDate('US', tradeDateOf('XNYS', 'us', evening), 2)).toBe('2026-11-27');
    expect(tradeDateOf('XOSL', 'no', new Date('2026-06-10T22:30:00Z'))).toBe('2026-06-11');
    expect(tradeDateOf('NOPE', 'dk', new Date('2026-06-10T21:30:00Z'))).toBe('2026-06-10');
  });

  it('counts bank days between two moments, holidays included', () => {
    const friday = new Date('2026-11-06T10:00:00Z');
    expect(bankDaysBetween('SE', 'Europe/Stockholm', friday, new Date('2026-11-09T10:00:00Z'))).toBe(1);
    expect(bankDaysBetween('SE', 'Europe/Stockholm', friday, new Date('2026-11-11T08:00:00Z'))).toBe(3);
    expect(bankDaysBetween('SE', 'Europe/Stockholm', friday, new Date('2026-11-06T18:00:00Z'))).toBe(0);
    // Over Christmas: 23 December → 29 December is two bank days in Sweden (28th, 29th).
    const beforeChristmas = new Date('2026-12-23T10:00:00Z');
    expect(bankDaysBetween('SE', 'Europe/Stockholm', beforeChristmas, new Date('2026-12-29T10:00:00Z'))).toBe(
      2,
    );
    // 23:30 UTC is already the next day in Stockholm.
    expect(bankDaysBetween('SE', 'Europe/Stockholm', friday, new Date('2026-11-08T23:30:00Z'))).toBe(1);
  });

  it('takes the latest of the Nordic banking calendars’ days: Helsinki’s is an hour ahead', () => {
    // 23:30 in Stockholm, Oslo and Copenhagen on 24 November, already 00:30 on the 25th in Helsinki.
    expect(latestBankingDate(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25');
    expect(latestBankingDate(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-24');
  });
});
