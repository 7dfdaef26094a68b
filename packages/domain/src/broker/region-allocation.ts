import { primaryRegionOfCountry } from '../allocation/regions.ts';
import { type BrokerDecimal, dec, fixed } from './decimal.ts';

/**
 * The region groups of the allocation world map: the same `type_id`s (and names as `type`) that funds
 * and ETFs carry in their stored allocation (instrument universe, instruments.json).
 */
export const REGION_NAMES = {
  EUROLAND: 'Euroland',
  EUROPE_OTHER: 'Europe other',
  UNITED_KINGDOM: 'United Kingdom',
  EUROPE_EMERGING_MARKETS: 'Emerging Europe',
  USA: 'United States',
  CANADA: 'Canada',
  LATIN_AMERICA: 'Latin America',
  JAPAN: 'Japan',
  ASIA: 'Asia developed',
  ASIA_EMERGING_MARKETS: 'Emerging Asia',
  AUSTRALIA: 'Australia & New Zealand',
  MIDDLE_EAST: 'Middle East',
  AFRICA: 'Africa',
  OTHER: 'Other',
} as const;
export type RegionId = keyof typeof REGION_NAMES;

/**
 * The region group a holding without a stored allocation counts for: its country's primary group in
 * the world map's one country list (`allocation/regions.ts`), or OTHER.
 */
export function regionForCountry(country: string): RegionId {
  return primaryRegionOfCountry(country) ?? 'OTHER';
}

export interface RegionWeight {
  type: string;
  type_id: string;
  /** Percent of the holdings' market value, two decimals. */
  weight: number;
}

export interface AllocationHolding {
  /** Market value in one common currency (the account's), a decimal string. */
  value: string;
  country: string;
  /** A fund's or ETF's stored allocation by region (weights in percent), or null. */
  allocation: readonly { type: string; type_id: string; weight: number }[] | null;
}

/**
 * Weights by region of a set of holdings, by market value: a holding without an allocation counts
 * wholly for its country's region; a fund or ETF is looked through, its value spread over its stored
 * allocation (normalized, since published weights rarely sum to exactly 100). Heaviest first.
 */
export function allocationByRegion(holdings: readonly AllocationHolding[]): RegionWeight[] {
  const byRegion = new Map<string, { type: string; value: BrokerDecimal }>();
  const add = (typeId: string, type: string, value: BrokerDecimal) => {
    const current = byRegion.get(typeId);
    byRegion.set(typeId, { type: current?.type ?? type, value: (current?.value ?? dec(0)).plus(value) });
  };
  let total = dec(0);
  for (const holding of holdings) {
    const value = dec(holding.value);
    if (value.lessThanOrEqualTo(0)) continue;
    total = total.plus(value);
    const parts = (holding.allocation ?? []).filter((p) => p.weight > 0);
    const partsTotal = parts.reduce((sum, p) => sum.plus(dec(p.weight.toFixed(6))), dec(0));
    if (parts.length === 0 || partsTotal.isZero()) {
      const region = regionForCountry(holding.country);
      add(region, REGION_NAMES[region], value);
      continue;
    }
    for (const part of parts)
      add(part.type_id, part.type, value.times(dec(part.weight.toFixed(6))).div(partsTotal));
  }
  if (total.isZero()) return [];
  return [...byRegion]
    .map(([typeId, { type, value }]) => ({
      type,
      type_id: typeId,
      weight: Number(fixed(value.div(total).times(100), 2)),
    }))
    .sort((a, b) => b.weight - a.weight || a.type_id.localeCompare(b.type_id));
}
