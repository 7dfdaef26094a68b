import { dec, fixed } from './decimal.ts';
import { guideSplit, type RiskLevel } from './fund-portfolio-guide.ts';
import { type AssetClass, assetClassOf, type FundCategory, type InstrumentType } from './market-lists.ts';

/**
 * The pension glide path (domain notes §4, NO: "Age profile: 100% equities to 55, down to 20% at 75",
 * Nordnet's age-adjusted pension): the share in equities falls as the payout nears. Norway's pensions
 * pay out from 62, so the profile starts lowering 7 years before the payout age and reaches its floor
 * 13 years after it, 4 points a year. Havn reads it by the years to each account's own payout age
 * (**assumed**: Sweden's pensions start lowering at 48, the Finnish PS at 61), so one path fits every
 * country's accounts.
 */
export const GLIDE_PATH = {
  /** Years before the payout age while the profile holds all equities. */
  fullEquityUntilYearsBefore: 7,
  /** Years after the payout age when the profile reaches its floor. */
  floorYearsAfter: 13,
  fullEquityPercent: 100,
  floorEquityPercent: 20,
} as const;

/** The age profile's equity share, whole percent, `yearsToPayout` years before the payout age (negative after it). */
export function ageProfileEquityPercent(yearsToPayout: number): number {
  const { fullEquityUntilYearsBefore, floorYearsAfter, fullEquityPercent, floorEquityPercent } = GLIDE_PATH;
  if (yearsToPayout >= fullEquityUntilYearsBefore) return fullEquityPercent;
  if (yearsToPayout <= -floorYearsAfter) return floorEquityPercent;
  const span = fullEquityUntilYearsBefore + floorYearsAfter;
  const perYear = (fullEquityPercent - floorEquityPercent) / span;
  return fullEquityPercent - Math.round((fullEquityUntilYearsBefore - yearsToPayout) * perYear);
}

/**
 * The equity share suggested for a pension account: the age profile, never above what the customer's
 * risk level takes (the fund portfolio guide's equity part of the level, 0 % at level 1 to 100 % at 6
 * and 7). Without a risk level the age profile alone.
 */
export function suggestedPensionEquityPercent(riskLevel: RiskLevel | null, yearsToPayout: number): number {
  const byAge = ageProfileEquityPercent(yearsToPayout);
  return riskLevel === null ? byAge : Math.min(byAge, guideSplit(riskLevel).equityPercent);
}

/**
 * What kind of asset a holding is: a share is equity, a fund by its category. A fund or an ETF whose
 * category is not known counts as equity (**assumed**: the universe's ETFs are equity index funds).
 */
export function holdingAssetClass(type: InstrumentType, fundCategory: FundCategory | null): AssetClass {
  if (type === 'STOCK' || fundCategory === null) return 'EQUITY';
  return assetClassOf(fundCategory);
}

/**
 * The account's share in equities, whole percent of its value (cash counts as none, a mixed fund as
 * half, **assumed**); null when the account is worth nothing.
 */
export function equitySharePercent(
  holdings: readonly { value: string; assetClass: AssetClass }[],
  cash: string,
): number | null {
  let total = dec(cash);
  let equity = dec(0);
  for (const h of holdings) {
    const value = dec(h.value);
    total = total.plus(value);
    if (h.assetClass === 'EQUITY') equity = equity.plus(value);
    else if (h.assetClass === 'MIXED') equity = equity.plus(value.dividedBy(2));
  }
  if (!total.greaterThan(0)) return null;
  return Number(fixed(equity.dividedBy(total).times(100), 0));
}

/** Whole years from `age` to `payoutAge` (negative once past it). */
export function yearsToPayout(age: number, payoutAge: number): number {
  return payoutAge - age;
}
