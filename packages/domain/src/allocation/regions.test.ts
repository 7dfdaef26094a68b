import { describe, expect, it } from 'vitest';
import { REGION_NAMES } from '../broker/region-allocation.ts';
import { primaryRegionOfCountry, REGION_COUNTRIES, REGION_GROUP_IDS, regionsOfCountry } from './regions.ts';

describe('region groups → countries (spec §9)', () => {
  it.each([
    ['USA', 2],
    ['CANADA', 1],
    ['LATIN_AMERICA', 28],
    ['UNITED_KINGDOM', 5],
    ['EUROLAND', 21],
    ['EUROPE_OTHER', 10],
    ['EUROPE_EMERGING_MARKETS', 15],
    ['AFRICA', 56],
    ['MIDDLE_EAST', 14],
    ['JAPAN', 1],
    ['AUSTRALIA', 2],
    ['ASIA', 4],
    ['ASIA_EMERGING_MARKETS', 32],
  ] as const)('%s has %i countries, no duplicates, all alpha-2', (region, count) => {
    const countries = REGION_COUNTRIES[region];
    expect(countries).toHaveLength(count);
    expect(new Set(countries).size).toBe(count);
    for (const c of countries) expect(c).toMatch(/^[A-Z]{2}$/);
  });

  it('has exactly the thirteen groups, each a broker region id', () => {
    expect(REGION_GROUP_IDS).toHaveLength(13);
    expect(Object.keys(REGION_COUNTRIES).sort()).toEqual([...REGION_GROUP_IDS].sort());
    for (const id of REGION_GROUP_IDS) expect(REGION_NAMES[id]).toBeTruthy();
  });

  it('names the members the spec names', () => {
    expect(REGION_COUNTRIES.EUROLAND).toEqual(expect.arrayContaining(['XK', 'ME', 'SK']));
    expect(REGION_COUNTRIES.EUROPE_EMERGING_MARKETS).toEqual(expect.arrayContaining(['TR', 'RU', 'PL']));
    expect([...REGION_COUNTRIES.AUSTRALIA].sort()).toEqual(['AU', 'NZ']);
    expect([...REGION_COUNTRIES.ASIA].sort()).toEqual(['BN', 'KR', 'SG', 'TW']);
    expect(REGION_COUNTRIES.USA).toContain('US');
    expect(REGION_COUNTRIES.CANADA).toEqual(['CA']);
    expect(REGION_COUNTRIES.JAPAN).toEqual(['JP']);
    expect(REGION_COUNTRIES.UNITED_KINGDOM).toContain('GB');
  });

  it('puts exactly Bahrain, Japan, Russia and Taiwan in two groups', () => {
    const all = REGION_GROUP_IDS.flatMap((id) => REGION_COUNTRIES[id]);
    const twice = [...new Set(all.filter((c, i) => all.indexOf(c) !== i))].sort();
    expect(twice).toEqual(['BH', 'JP', 'RU', 'TW']);
    expect(regionsOfCountry('BH')).toEqual(['MIDDLE_EAST', 'ASIA_EMERGING_MARKETS']);
    expect(regionsOfCountry('jp')).toEqual(['JAPAN', 'ASIA_EMERGING_MARKETS']);
    expect(regionsOfCountry('RU')).toEqual(['EUROPE_EMERGING_MARKETS', 'ASIA_EMERGING_MARKETS']);
    expect(regionsOfCountry('TW')).toEqual(['ASIA', 'ASIA_EMERGING_MARKETS']);
  });

  it('gives a single holding its first (developed before emerging) group', () => {
    expect(primaryRegionOfCountry('TW')).toBe('ASIA');
    expect(primaryRegionOfCountry('RU')).toBe('EUROPE_EMERGING_MARKETS');
    expect(primaryRegionOfCountry('SE')).toBe('EUROPE_OTHER');
    expect(primaryRegionOfCountry('ZZ')).toBeNull();
  });
});
