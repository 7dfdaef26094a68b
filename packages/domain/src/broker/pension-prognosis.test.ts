import { describe, expect, it } from 'vitest';
import { ageOn, pensionPrognosis } from './pension-prognosis.ts';

const base = {
  capital: '100000',
  monthlyContribution: '1000',
  retirementAge: 65,
  payoutYears: 20,
  currency: 'SEK',
};

describe('the pension prognosis (today’s money)', () => {
  it('runs year by year from today’s age to the end of the payout, low under expected under high', () => {
    const { series, monthlyPayout } = pensionPrognosis({ ...base, age: 40 });
    expect(series.map((p) => p.age)).toEqual(Array.from({ length: 25 + 20 + 1 }, (_, i) => 40 + i));
    expect(series[0]).toEqual({ age: 40, low: '100000.00', expected: '100000.00', high: '100000.00' });
    for (const point of series.slice(1, -1)) {
      expect(Number(point.low)).toBeLessThan(Number(point.expected));
      expect(Number(point.expected)).toBeLessThan(Number(point.high));
    }
    expect(Number(monthlyPayout.low)).toBeLessThan(Number(monthlyPayout.expected));
    expect(Number(monthlyPayout.expected)).toBeLessThan(Number(monthlyPayout.high));
    // Paid out in full: nothing (to the krona) is left at the end.
    expect(series.at(-1)).toEqual({ age: 85, low: '0.00', expected: '0.00', high: '0.00' });
  });

  it('adds what is paid in: 25 years of 1,000 a month at no real growth would be 300,000 more', () => {
    const at65 = (monthlyContribution: string) =>
      pensionPrognosis({ ...base, age: 40, monthlyContribution }).series.find((p) => p.age === 65)!;
    const more = Number(at65('1000').expected) - Number(at65('0').expected);
    // Growth makes the difference larger than the 300,000 paid in.
    expect(more).toBeGreaterThan(300_000);
    expect(more).toBeLessThan(450_000);
  });

  it('pays the capital out over the years chosen: a longer payout, a smaller monthly amount', () => {
    const short = pensionPrognosis({ ...base, age: 65, payoutYears: 5 }).monthlyPayout.expected;
    const long = pensionPrognosis({ ...base, age: 65, payoutYears: 20 }).monthlyPayout.expected;
    expect(Number(short)).toBeGreaterThan(Number(long));
    // 100,000 over 60 months, with a little growth on what is left: a bit over 1,666.
    expect(Number(short)).toBeGreaterThan(1666);
    expect(Number(short)).toBeLessThan(1760);
  });

  it('counts whole years of age', () => {
    expect(ageOn('1985-03-12', '2026-03-11')).toBe(40);
    expect(ageOn('1985-03-12', '2026-03-12')).toBe(41);
  });
});
