import { roundMoney } from './currency.ts';
import { type BrokerDecimal, dec } from './decimal.ts';

/**
 * The pension prognosis (domain notes §4): the industry's standard for Sweden, in today's money and
 * without any promise. Capital grows by a real return (after inflation) less the yield tax, with the
 * monthly contribution paid in each month until retirement, then is paid out in equal monthly amounts
 * over the payout years while what is left keeps growing. Three paths: a low, an expected and a high
 * real return.
 */
export const PENSION_ASSUMPTIONS = {
  /** Real yearly return while saving and paying out, percent: 1.9 the industry's expected figure. */
  realReturnPercent: { low: '0.0', expected: '1.9', high: '3.8' },
  /** Yearly yield tax on pension capital, percent (Sweden: 15 % of the government rate, floor 0.5 %). */
  yieldTaxPercent: '0.38',
  /** Inflation the real return is net of, percent (informational: every figure is in today's money). */
  inflationPercent: '2.0',
} as const;

export const RETIREMENT_AGE_MIN = 55;
export const RETIREMENT_AGE_MAX = 75;
export const PAYOUT_YEARS_MIN = 5;
export const PAYOUT_YEARS_MAX = 30;

export interface PrognosisInput {
  /** Whole years of age today. */
  age: number;
  /** What the pension capital is worth today. */
  capital: string;
  monthlyContribution: string;
  retirementAge: number;
  payoutYears: number;
  currency: string;
}

export interface PrognosisPoint {
  age: number;
  low: string;
  expected: string;
  high: string;
}

export interface Prognosis {
  series: PrognosisPoint[];
  monthlyPayout: { low: string; expected: string; high: string };
}

type Path = 'low' | 'expected' | 'high';
const PATHS: readonly Path[] = ['low', 'expected', 'high'];

/** The monthly rate of a yearly percentage, compounded: (1 + p)^(1/12) − 1. */
function monthlyRate(yearlyPercent: BrokerDecimal): BrokerDecimal {
  return dec(1).plus(yearlyPercent.div(100)).pow(dec(1).div(12)).minus(1);
}

/** The level monthly payment that empties `capital` in `months` at `rate` a month. */
function annuity(capital: BrokerDecimal, rate: BrokerDecimal, months: number): BrokerDecimal {
  if (months <= 0) return dec(0);
  if (rate.isZero()) return capital.div(months);
  return capital.times(rate).div(dec(1).minus(dec(1).plus(rate).pow(-months)));
}

/** The prognosis year by year from `age` to the end of the payout, each path's capital at the start of each age. */
export function pensionPrognosis(input: PrognosisInput): Prognosis {
  const yearsToSave = Math.max(0, input.retirementAge - input.age);
  const payoutMonths = input.payoutYears * 12;
  const points = new Map<number, Record<Path, BrokerDecimal>>();
  const payouts = {} as Record<Path, BrokerDecimal>;
  for (const path of PATHS) {
    const rate = monthlyRate(
      dec(PENSION_ASSUMPTIONS.realReturnPercent[path]).minus(dec(PENSION_ASSUMPTIONS.yieldTaxPercent)),
    );
    let capital = dec(input.capital);
    const record = (age: number) => {
      const point = points.get(age) ?? ({} as Record<Path, BrokerDecimal>);
      point[path] = capital;
      points.set(age, point);
    };
    for (let year = 0; year < yearsToSave; year++) {
      record(input.age + year);
      for (let month = 0; month < 12; month++)
        capital = capital.times(dec(1).plus(rate)).plus(dec(input.monthlyContribution));
    }
    const payout = annuity(capital, rate, payoutMonths);
    payouts[path] = payout;
    const start = input.age + yearsToSave;
    for (let year = 0; year <= input.payoutYears; year++) {
      record(start + year);
      if (year === input.payoutYears) break;
      for (let month = 0; month < 12; month++) capital = capital.times(dec(1).plus(rate)).minus(payout);
    }
  }
  const money = (value: BrokerDecimal) =>
    roundMoney(value.lessThan(0) ? dec(0) : value.toDecimalPlaces(0), input.currency);
  return {
    series: [...points].map(([age, point]) => ({
      age,
      low: money(point.low),
      expected: money(point.expected),
      high: money(point.high),
    })),
    monthlyPayout: { low: money(payouts.low), expected: money(payouts.expected), high: money(payouts.high) },
  };
}

/** Whole years between a birth date (YYYY-MM-DD) and a day (YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}
