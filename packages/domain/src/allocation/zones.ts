import { isRegionGroupId, REGION_COUNTRIES, type RegionGroupId } from './regions.ts';

/** Spec §9: zone colours in rank order, the base map colour, tooltip background and reserved hover. */
export const ZONE_COLORS = ['#009195', '#01424C', '#385E9D', '#131F4F'] as const;
export const BASE_MAP_COLOR = '#EBEBE8';
export const TOOLTIP_BACKGROUND = '#F5F5F5';
/** Reserved by the spec; the map has no hover effect, so it is never applied. */
export const HOVER_COLOR = '#282823';
export const MAX_ZONES = 4;
/** Map height as a share of its width. */
export const MAP_ASPECT = 0.48;

export interface AllocationItem {
  type: string;
  type_id: string;
  weight: number;
}

export interface MapSeries {
  name: string;
  color: string;
  /** ISO 3166-1 alpha-2 countries drawn in this zone's colour. */
  seriesData: string[];
}

export interface Zone {
  rank: number;
  regionId: RegionGroupId;
  name: string;
  weight: number;
  color: string;
}

/**
 * The highlighted zones: allocations to a known region group with a positive weight, heaviest first;
 * equal weights break by `type_id` alphabetically; at most four, coloured in `ZONE_COLORS` order.
 */
export function topZones(items: readonly AllocationItem[]): Zone[] {
  return items
    .filter((item) => isRegionGroupId(item.type_id) && Number.isFinite(item.weight) && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || (a.type_id < b.type_id ? -1 : a.type_id > b.type_id ? 1 : 0))
    .slice(0, MAX_ZONES)
    .map((item, rank) => ({
      rank,
      regionId: item.type_id as RegionGroupId,
      name: item.type,
      weight: item.weight,
      color: ZONE_COLORS[rank] ?? ZONE_COLORS[3],
    }));
}

/**
 * One series per zone; a country in two highlighted groups is listed only under the higher-ranked
 * zone, so it takes that zone's colour.
 */
export function mapSeries(zones: readonly Zone[]): MapSeries[] {
  const taken = new Set<string>();
  return zones.map((zone) => {
    const seriesData = REGION_COUNTRIES[zone.regionId].filter((country) => !taken.has(country));
    for (const country of seriesData) taken.add(country);
    return { name: zone.name, color: zone.color, seriesData };
  });
}

/** Country (alpha-2) → the zone it is drawn in; countries absent are drawn in the base colour. */
export function zoneOfCountry(zones: readonly Zone[]): Map<string, Zone> {
  const byCountry = new Map<string, Zone>();
  for (const zone of zones) {
    for (const country of REGION_COUNTRIES[zone.regionId]) {
      if (!byCountry.has(country)) byCountry.set(country, zone);
    }
  }
  return byCountry;
}
