import { describe, expect, it } from 'vitest';
import { REGION_COUNTRIES } from './regions.ts';
import { BASE_MAP_COLOR, mapSeries, topZones, ZONE_COLORS, zoneOfCountry } from './zones.ts';

const item = (type_id: string, weight: number) => ({ type: type_id, type_id, weight });

describe('highlighted zones', () => {
  it('keeps the spec colours, in order', () => {
    expect(ZONE_COLORS).toEqual(['#009195', '#01424C', '#385E9D', '#131F4F']);
    expect(BASE_MAP_COLOR).toBe('#EBEBE8');
  });

  it('highlights only the top four by descending weight, coloured in rank order', () => {
    const zones = topZones([
      item('JAPAN', 5),
      item('USA', 40),
      item('EUROLAND', 20),
      item('CANADA', 3),
      item('EUROPE_OTHER', 30),
      item('AFRICA', 2),
    ]);
    expect(zones.map((z) => [z.regionId, z.color])).toEqual([
      ['USA', '#009195'],
      ['EUROPE_OTHER', '#01424C'],
      ['EUROLAND', '#385E9D'],
      ['JAPAN', '#131F4F'],
    ]);
  });

  it('breaks equal weights by type_id alphabetically', () => {
    const zones = topZones([
      item('USA', 10),
      item('CANADA', 10),
      item('JAPAN', 10),
      item('ASIA', 10),
      item('AFRICA', 10),
    ]);
    expect(zones.map((z) => z.regionId)).toEqual(['AFRICA', 'ASIA', 'CANADA', 'JAPAN']);
    const reversed = topZones([
      item('AFRICA', 10),
      item('JAPAN', 10),
      item('ASIA', 10),
      item('CANADA', 10),
      item('USA', 10),
    ]);
    expect(reversed.map((z) => z.regionId)).toEqual(['AFRICA', 'ASIA', 'CANADA', 'JAPAN']);
  });

  it('skips unknown regions (OTHER) and zero or negative weights', () => {
    const zones = topZones([item('OTHER', 50), item('USA', 0), item('CANADA', -1), item('JAPAN', 1)]);
    expect(zones.map((z) => z.regionId)).toEqual(['JAPAN']);
    expect(topZones([])).toEqual([]);
  });

  it('gives a country in two highlighted groups the higher-ranked zone colour', () => {
    const zones = topZones([item('ASIA_EMERGING_MARKETS', 50), item('JAPAN', 30), item('ASIA', 10)]);
    const byCountry = zoneOfCountry(zones);
    expect(byCountry.get('JP')?.color).toBe('#009195');
    expect(byCountry.get('TW')?.color).toBe('#009195');
    expect(byCountry.get('SG')?.color).toBe('#385E9D');
    const flipped = zoneOfCountry(topZones([item('JAPAN', 60), item('ASIA_EMERGING_MARKETS', 40)]));
    expect(flipped.get('JP')?.color).toBe('#009195');
    expect(flipped.get('CN')?.color).toBe('#01424C');
  });

  it('builds map series {name, color, seriesData} without a country twice', () => {
    const series = mapSeries(topZones([item('ASIA_EMERGING_MARKETS', 50), item('JAPAN', 30)]));
    expect(series[0]).toMatchObject({ name: 'ASIA_EMERGING_MARKETS', color: '#009195' });
    expect(series[0]?.seriesData).toHaveLength(REGION_COUNTRIES.ASIA_EMERGING_MARKETS.length);
    expect(series[1]).toEqual({ name: 'JAPAN', color: '#01424C', seriesData: [] });
  });
});
