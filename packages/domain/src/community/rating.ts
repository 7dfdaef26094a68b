import {
  RATING_MIN_DAYS_FOR_3,
  RATING_TOP_PERCENT_1,
  RATING_TOP_PERCENT_2,
  RATING_TOP_PERCENT_3,
  RATING_WINDOW_YEARS,
  TRADING_DAYS_PER_YEAR,
} from '../limits.ts';

/**
 * Member ratings, 0 to 3 stars (spec section 9, Ratings), from the risk-adjusted return (Sharpe
 * ratio) ranked among members. Plain numbers are fine here: these are ratios of returns, not money.
 *
 * The percentile rule, precisely. Only members whose Sharpe ratio is defined are ranked; N is how
 * many. A member's `better` is the number of ranked members with a strictly greater Sharpe ratio,
 * so equal ratios share the better rank. A member is "in the top P percent" when
 * `better * 100 < P * N`, i.e. fewer than P percent of the ranked members beat them. So with
 * N = 10, the top 10 percent is the single best member; with N = 30 it is the best three; with
 * N < 10 it is whoever nobody beats.
 *
 *   3 stars: top 10 percent AND at least 365 days of data;
 *   2 stars: top 50 percent;
 *   1 star:  top 75 percent, OR a positive total return (this also lets an unranked member earn 1);
 *   0 stars: otherwise.
 */

export type Rating = 0 | 1 | 2 | 3;

// Below this the returns are treated as constant: the ratio would be noise divided by rounding error.
const MIN_STANDARD_DEVIATION = 1e-12;

/**
 * Annualized Sharpe ratio of daily returns: mean excess return over its sample standard deviation,
 * times √252. Null when it is undefined: fewer than two returns, or returns without variation.
 */
export function sharpeRatio(dailyReturns: readonly number[], riskFreeDaily = 0): number | null {
  const n = dailyReturns.length;
  if (n < 2) return null;
  const excess = dailyReturns.map((r) => r - riskFreeDaily);
  const mean = excess.reduce((sum, r) => sum + r, 0) / n;
  const variance = excess.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1);
  const deviation = Math.sqrt(variance);
  if (!(deviation > MIN_STANDARD_DEVIATION)) return null;
  return (mean / deviation) * Math.sqrt(TRADING_DAYS_PER_YEAR);
}

export interface RatingInput {
  id: string;
  /** Daily returns, oldest first, as fractions (0.01 is 1 percent). */
  dailyReturns: readonly number[];
  /** Total return over the same span, as a fraction. */
  totalReturn: number;
  /** Calendar days between the first and last data point. */
  daysOfData: number;
}

/** The ratio is measured over the last three years at most ("three years or a shorter span"). */
export const RATING_WINDOW_DAYS = RATING_WINDOW_YEARS * TRADING_DAYS_PER_YEAR;

function inTopPercent(better: number, ranked: number, percent: number): boolean {
  return better * 100 < percent * ranked;
}

export function rateMembers(members: readonly RatingInput[]): Map<string, Rating> {
  const sharpe = new Map<string, number | null>(
    members.map((m) => [m.id, sharpeRatio(m.dailyReturns.slice(-RATING_WINDOW_DAYS))]),
  );
  const ranked = [...sharpe.values()].filter((s): s is number => s !== null).sort((a, b) => b - a);
  const ratings = new Map<string, Rating>();
  for (const member of members) {
    const ratio = sharpe.get(member.id) ?? null;
    const better = ratio === null ? null : countGreater(ranked, ratio);
    ratings.set(member.id, rate(member, better, ranked.length));
  }
  return ratings;
}

/** How many of `descending` are strictly greater than `value`, by binary search (members can be many). */
function countGreater(descending: readonly number[], value: number): number {
  let low = 0;
  let high = descending.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((descending[mid] ?? Number.NEGATIVE_INFINITY) > value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function rate(member: RatingInput, better: number | null, ranked: number): Rating {
  if (better !== null) {
    if (inTopPercent(better, ranked, RATING_TOP_PERCENT_3) && member.daysOfData >= RATING_MIN_DAYS_FOR_3)
      return 3;
    if (inTopPercent(better, ranked, RATING_TOP_PERCENT_2)) return 2;
    if (inTopPercent(better, ranked, RATING_TOP_PERCENT_1)) return 1;
  }
  return member.totalReturn > 0 ? 1 : 0;
}
