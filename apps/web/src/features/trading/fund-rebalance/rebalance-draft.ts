/**
 * The target mix as the rebalance page edits it: a whole percentage per fund, as text while typed.
 * Pure, so the page and its tests agree on what may be previewed.
 */

/** Where the target mix came from: the account's savings plan, the portfolio guide, or the customer. */
export type TargetSource = 'plan' | 'guide' | 'own';

export interface TargetMix {
  source: TargetSource;
  /** Percent as typed, by fund id; a fund held but absent is 0 %. */
  percents: Record<number, string>;
}

export interface MixCheck {
  /** The targets to send, when every share is a whole percentage and they add up to 100. */
  targets: { instrumentId: number; percent: number }[] | null;
  /** The shares added up (the whole ones typed so far). */
  total: number;
  problem: 'NOT_WHOLE' | 'NOT_100' | null;
}

/** The whole percentage typed, 0 when empty; NaN when it is not a whole number from 0 to 100. */
export function percentOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value <= 100 ? value : Number.NaN;
}

/** Whether the mix can be previewed, and the targets for the API when it can. */
export function checkMix(mix: TargetMix, fundIds: readonly number[]): MixCheck {
  const values = fundIds.map((id) => ({ instrumentId: id, percent: percentOf(mix.percents[id]) }));
  const total = values.reduce((sum, v) => sum + (Number.isNaN(v.percent) ? 0 : v.percent), 0);
  if (values.some((v) => Number.isNaN(v.percent))) return { targets: null, total, problem: 'NOT_WHOLE' };
  if (total !== 100) return { targets: null, total, problem: 'NOT_100' };
  return { targets: values, total, problem: null };
}

/** `ids` in equal whole shares adding up to 100, the remainder to the first ones: 34, 33, 33. */
export function equalSplit(ids: readonly number[]): Record<number, string> {
  const base = Math.floor(100 / Math.max(ids.length, 1));
  const left = 100 - base * ids.length;
  return Object.fromEntries(ids.map((id, i) => [id, String(base + (i < left ? 1 : 0))]));
}

/** A mix from allocations (a plan's or the guide's): their percentages, every other fund at 0. */
export function mixFrom(
  source: TargetSource,
  allocations: readonly { instrumentId: number; percent: number }[],
): TargetMix {
  return {
    source,
    percents: Object.fromEntries(allocations.map((a) => [a.instrumentId, String(a.percent)])),
  };
}
