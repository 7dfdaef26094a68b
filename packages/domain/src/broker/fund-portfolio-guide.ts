import { dec, fixed } from './decimal.ts';
import { fundMinimumAmount, isFund } from './fund-orders.ts';
import { type AssetClass, assetClassOf, type FundCategory, type InstrumentType } from './market-lists.ts';
import { type Allocation, checkSavingsPlan } from './savings-plans.ts';

/**
 * The fund portfolio guide (product spec, Savings: "Fund portfolio guide"; domain notes §3: Nordnet's
 * Investeringsguiden, Avanza's Portföljgeneratorn): the customer says how much risk they want, 1 to 7,
 * and gets a mix of funds to save in each month. The risk level sets the split between interest funds
 * and equity funds; each part is filled with the cheapest suitable fund, in the customer's currency
 * when there is one. The mix is whole percentages summing to 100 that a monthly savings plan takes as
 * it is (checkSavingsPlan).
 */

export const RISK_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export function isRiskLevel(value: number): value is RiskLevel {
  return (RISK_LEVELS as readonly number[]).includes(value);
}

/** The parts of a guided mix: a kind of fund each. */
export const GUIDE_SLOTS = [
  'SHORT_RATE',
  'BOND',
  'EQUITY_GLOBAL',
  'EQUITY_NORDIC',
  'EQUITY_EMERGING',
] as const;
export type GuideSlot = (typeof GUIDE_SLOTS)[number];

/**
 * Each level's mix, in whole percentages (**assumed**: no source gives the brokers' own tables). The
 * share in equity funds rises by 20 points a level, 0 % at level 1 to 100 % at level 6:
 *
 * | level | interest funds            | equity funds | of which global / Nordic / emerging |
 * |-------|---------------------------|--------------|-------------------------------------|
 * | 1     | 100 % short-rate          | 0 %          | —                                   |
 * | 2     | 80 % short-rate           | 20 %         | 70 / 30 / 0                         |
 * | 3     | 60 % bonds                | 40 %         | 70 / 30 / 0                         |
 * | 4     | 40 % bonds                | 60 %         | 70 / 30 / 0                         |
 * | 5     | 20 % bonds                | 80 %         | 70 / 30 / 0                         |
 * | 6     | 0 %                       | 100 %        | 70 / 30 / 0                         |
 * | 7     | 0 %                       | 100 %        | 60 / 25 / 15                        |
 *
 * The two lowest levels hold short-rate funds, which barely move; from level 3 the interest part is
 * in bond funds, which pay more for moving more. Level 7 adds emerging markets, whose funds swing the
 * most. Every share is whole as it stands, so nothing is rounded.
 */
export const GUIDE_MIX: Readonly<Record<RiskLevel, Readonly<Partial<Record<GuideSlot, number>>>>> = {
  1: { SHORT_RATE: 100 },
  2: { SHORT_RATE: 80, EQUITY_GLOBAL: 14, EQUITY_NORDIC: 6 },
  3: { BOND: 60, EQUITY_GLOBAL: 28, EQUITY_NORDIC: 12 },
  4: { BOND: 40, EQUITY_GLOBAL: 42, EQUITY_NORDIC: 18 },
  5: { BOND: 20, EQUITY_GLOBAL: 56, EQUITY_NORDIC: 24 },
  6: { EQUITY_GLOBAL: 70, EQUITY_NORDIC: 30 },
  7: { EQUITY_GLOBAL: 60, EQUITY_NORDIC: 25, EQUITY_EMERGING: 15 },
};

/**
 * The fund categories that fill a part, the first preferred. An interest part takes the other kind of
 * interest fund in the customer's currency before its own kind in another: for the lowest levels a
 * currency's swings would be more risk than the fund itself.
 */
const SLOT_CATEGORIES: Readonly<Record<GuideSlot, readonly FundCategory[]>> = {
  SHORT_RATE: ['SHORT_RATE', 'BOND'],
  BOND: ['BOND', 'SHORT_RATE'],
  EQUITY_GLOBAL: ['EQUITY_GLOBAL'],
  EQUITY_NORDIC: ['EQUITY_NORDIC'],
  EQUITY_EMERGING: ['EQUITY_EMERGING'],
};

function slotClass(slot: GuideSlot): AssetClass {
  return assetClassOf(SLOT_CATEGORIES[slot][0]!);
}

/** A level's split between interest funds and equity funds, in whole percentages adding up to 100. */
export function guideSplit(riskLevel: RiskLevel): { fixedIncomePercent: number; equityPercent: number } {
  const fixedIncomePercent = GUIDE_SLOTS.filter((s) => slotClass(s) === 'FIXED_INCOME').reduce(
    (sum, s) => sum + (GUIDE_MIX[riskLevel][s] ?? 0),
    0,
  );
  return { fixedIncomePercent, equityPercent: 100 - fixedIncomePercent };
}

/** A fund the guide may choose, with its key information document's facts. */
export interface GuideCandidate {
  instrumentId: number;
  type: InstrumentType;
  currency: string;
  tradable: boolean;
  category: FundCategory;
  /** The summary risk indicator, 1–7. */
  riskIndicator: number;
  /** Percent a year, as a decimal string: "0.20". */
  ongoingCharge: string;
}

export interface GuideAllocation extends Allocation {
  slot: GuideSlot;
}

export interface FundPortfolioGuide {
  riskLevel: RiskLevel;
  /** The mix's shares in interest funds and in equity funds: they add up to 100. */
  fixedIncomePercent: number;
  equityPercent: number;
  allocations: GuideAllocation[];
  /** The mix's ongoing charge, percent a year: each fund's weighted by its share, to two decimals. */
  ongoingCharge: string;
}

/**
 * The order candidates are preferred in for `slot`: the customer's currency first, then the slot's
 * own category before a stand-in, the lowest ongoing charge, the lowest risk indicator, the lowest id
 * (so the answer never depends on the order candidates come in). An interest part ranks a stand-in in
 * the customer's currency before its own kind in another currency.
 */
function rank(slot: GuideSlot, currency: string) {
  const categories = SLOT_CATEGORIES[slot];
  return (a: GuideCandidate, b: GuideCandidate): number =>
    Number(a.currency !== currency) - Number(b.currency !== currency) ||
    categories.indexOf(a.category) - categories.indexOf(b.category) ||
    dec(a.ongoingCharge).comparedTo(dec(b.ongoingCharge)) ||
    a.riskIndicator - b.riskIndicator ||
    a.instrumentId - b.instrumentId;
}

/** The fund that fills `slot`, or null when no candidate may. */
function fundFor(slot: GuideSlot, currency: string, funds: readonly GuideCandidate[]): GuideCandidate | null {
  const fitting = funds.filter((f) => SLOT_CATEGORIES[slot].includes(f.category));
  return fitting.sort(rank(slot, currency))[0] ?? null;
}

/**
 * The guide's mix for `riskLevel` in `currency` (the account's), chosen from `candidates`: tradable
 * funds only (an ETF buys whole units, which a small monthly share may not reach), mixed and
 * single-region funds left out (their own split would blur the level's). An equity part without a
 * fund goes to global equity (or, without one, to the other equity part); null when an asset class
 * the level needs has no fund at all: a guide of only shares for a careful saver would mislead.
 */
export function fundPortfolioGuide(
  riskLevel: RiskLevel,
  currency: string,
  candidates: readonly GuideCandidate[],
): FundPortfolioGuide | null {
  const funds = candidates.filter((c) => c.tradable && isFund(c.type));
  const filled = new Map<GuideSlot, { fund: GuideCandidate; percent: number }>();
  const unfilled: [GuideSlot, number][] = [];
  for (const slot of GUIDE_SLOTS) {
    const percent = GUIDE_MIX[riskLevel][slot];
    if (percent === undefined) continue;
    const fund = fundFor(slot, currency, funds);
    if (fund) filled.set(slot, { fund, percent });
    else unfilled.push([slot, percent]);
  }
  for (const [slot, percent] of unfilled) {
    const heir = GUIDE_SLOTS.find((s) => filled.has(s) && slotClass(s) === slotClass(slot));
    if (!heir) return null;
    filled.get(heir)!.percent += percent;
  }

  // One fund may fill two parts (a stand-in): it appears once, with both shares.
  const byFund = new Map<number, GuideAllocation>();
  for (const [slot, { fund, percent }] of filled) {
    const known = byFund.get(fund.instrumentId);
    if (known) known.percent += percent;
    else byFund.set(fund.instrumentId, { instrumentId: fund.instrumentId, percent, slot });
  }
  const allocations = [...byFund.values()];
  // The mix is a savings plan as it stands: whole shares from 1 to 100 adding up to 100, at most ten.
  const problem = checkSavingsPlan({ amount: fundMinimumAmount(currency), allocations }, currency);
  if (problem) throw new Error(`the guide's mix for level ${riskLevel} is no savings plan: ${problem.code}`);

  const chargeOf = new Map(funds.map((f) => [f.instrumentId, f.ongoingCharge]));
  const charge = allocations.reduce(
    (sum, a) => sum.plus(dec(chargeOf.get(a.instrumentId)!).times(a.percent).div(100)),
    dec(0),
  );
  // Parts move only within their asset class, so the split is the level's as the table gives it.
  return { riskLevel, ...guideSplit(riskLevel), allocations, ongoingCharge: fixed(charge, 2) };
}
