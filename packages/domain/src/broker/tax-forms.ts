import type { AccountType } from './account-type.ts';
import { roundMoney } from './currency.ts';
import { type BrokerDecimal, dec } from './decimal.ts';
import type { RealisedSale } from './realised.ts';

/**
 * The yearly tax statements an account's country asks for (domain notes §5): Sweden's K4 for a
 * securities account's sales and the ISK's standard income; Finland's 9A; Norway's RF-1088; Denmark's
 * gains and losses by the average method. Accounts taxed another way (KF, ASK, Aktiesparekonto, AOT:
 * the provider reports, or nothing is realised) have none.
 */
export const TAX_FORMS = ['K4', 'ISK', '9A', 'RF1088', 'DK'] as const;
export type TaxForm = (typeof TAX_FORMS)[number];

const FORM_OF: Partial<Record<AccountType, TaxForm>> = {
  AF: 'K4',
  ISK: 'ISK',
  ARVO_OSUUSTILI: '9A',
  AKSJE_FOND: 'RF1088',
  AKTIEDEPOT: 'DK',
};

/** The statement an account type reports on; null when its country taxes it without one from us. */
export function taxFormOf(accountType: AccountType): TaxForm | null {
  return FORM_OF[accountType] ?? null;
}

/** One instrument's sales of a year summed, as K4 section A and the Danish statement list them. */
export interface SalesByInstrument {
  instrumentId: number;
  name: string;
  volume: number;
  proceeds: string;
  cost: string;
  gain: string;
  loss: string;
}

/** Sums each instrument's sales; a net gain goes in `gain`, a net loss (as a positive amount) in `loss`. */
export function salesByInstrument(
  sales: readonly (RealisedSale & { instrumentId: number; name: string })[],
  accountCurrency: string,
): SalesByInstrument[] {
  const sums = new Map<
    number,
    { name: string; volume: number; proceeds: BrokerDecimal; cost: BrokerDecimal }
  >();
  for (const sale of sales) {
    const sum = sums.get(sale.instrumentId) ?? { name: sale.name, volume: 0, proceeds: dec(0), cost: dec(0) };
    sum.volume += sale.volume;
    sum.proceeds = sum.proceeds.plus(dec(sale.proceeds));
    sum.cost = sum.cost.plus(dec(sale.cost));
    sums.set(sale.instrumentId, sum);
  }
  return [...sums].map(([instrumentId, sum]) => {
    const result = sum.proceeds.minus(sum.cost);
    return {
      instrumentId,
      name: sum.name,
      volume: sum.volume,
      proceeds: roundMoney(sum.proceeds, accountCurrency),
      cost: roundMoney(sum.cost, accountCurrency),
      gain: roundMoney(result.greaterThan(0) ? result : dec(0), accountCurrency),
      loss: roundMoney(result.lessThan(0) ? result.negated() : dec(0), accountCurrency),
    };
  });
}

/**
 * Finland's deemed acquisition cost (hankintameno-olettama): 20 % of the sale price, 40 % for what was
 * held ten years or more; the seller counts whichever is larger, it or the actual cost.
 */
export function deemedCost(
  proceeds: string,
  acquiredAt: string | null,
  soldAt: string,
  currency: string,
): string {
  return roundMoney(dec(proceeds).times(deemedCostPercent(acquiredAt, soldAt)).div(100), currency);
}

/** The deemed cost's share of the sale price: 40 (per cent) once held ten years, else 20. */
export function deemedCostPercent(acquiredAt: string | null, soldAt: string): 20 | 40 {
  const tenYearsOn =
    acquiredAt === null ? null : `${Number(acquiredAt.slice(0, 4)) + 10}${acquiredAt.slice(4)}`;
  return tenYearsOn !== null && tenYearsOn <= soldAt ? 40 : 20;
}

/**
 * The ISK's standard income (schablonintäkt) parameters by income year: the government borrowing rate
 * of 30 November the year before plus one point, never under 1.25 % (so 2.96 % for 2025, 3.55 % for
 * 2026), taxed at 30 %; from 2025 the first part of the capital base is tax-free (150,000 SEK, then
 * 300,000 SEK in 2026), counted once per person over all their ISK and KF.
 */
export const ISK_RULES: Readonly<Record<number, { ratePercent: string; taxFreeBase: string }>> = {
  2024: { ratePercent: '3.62', taxFreeBase: '0' },
  2025: { ratePercent: '2.96', taxFreeBase: '150000' },
  2026: { ratePercent: '3.55', taxFreeBase: '300000' },
};

export interface IskStatement {
  /** The account's value at the start of each quarter (1 January, 1 April, 1 July, 1 October). */
  quarterValues: string[];
  deposits: string;
  /** A quarter of the four values and the year's deposits. */
  capitalBase: string;
  ratePercent: string;
  standardIncome: string;
  /** The standard income's tax at 30 %, before the tax-free base (which is per person, over every ISK and KF). */
  taxBeforeBase: string;
  taxFreeBase: string;
}

/** The ISK statement of `year` from its quarter-start values and the year's deposits; null for a year without known rules. */
export function iskStatement(
  year: number,
  quarterValues: readonly string[],
  deposits: string,
): IskStatement | null {
  const rules = ISK_RULES[year];
  if (!rules || quarterValues.length !== 4) return null;
  const sum = quarterValues.reduce((total, value) => total.plus(dec(value)), dec(deposits));
  const capitalBase = roundMoney(sum.div(4), 'SEK');
  const standardIncome = roundMoney(dec(capitalBase).times(dec(rules.ratePercent)).div(100), 'SEK');
  return {
    quarterValues: quarterValues.map((value) => roundMoney(value, 'SEK')),
    deposits: roundMoney(deposits, 'SEK'),
    capitalBase,
    ratePercent: rules.ratePercent,
    standardIncome,
    taxBeforeBase: roundMoney(dec(standardIncome).times('0.3'), 'SEK'),
    taxFreeBase: roundMoney(rules.taxFreeBase, 'SEK'),
  };
}
