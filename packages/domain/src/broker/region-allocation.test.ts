import { describe, expect, it } from 'vitest';
import { allocationByRegion, regionForCountry } from './region-allocation.ts';

describe('region groups of the allocation map', () => {
  it.each([
    ['SE', 'EUROPE_OTHER'],
    ['NO', 'EUROPE_OTHER'],
    ['DK', 'EUROPE_OTHER'],
    ['FI', 'EUROLAND'],
    ['DE', 'EUROLAND'],
    ['US', 'USA'],
    ['CA', 'CANADA'],
    ['GB', 'UNITED_KINGDOM'],
    ['se', 'EUROPE_OTHER'],
    ['ZZ', 'OTHER'],
  ])('%s counts for %s', (country, region) => {
    expect(regionForCountry(country)).toBe(region);
  });
});

describe('allocation by region, weighted by market value', () => {
  it('puts stocks in their country region and looks through a fund', () => {
    const weights = allocationByRegion([
      { value: '5000.00', country: 'SE', allocation: null },
      { value: '2500.00', country: 'US', allocation: null },
      {
        value: '2500.00',
        country: 'SE',
        allocation: [
          { type: 'United States', type_id: 'USA', weight: 60 },
          { type: 'Euroland', type_id: 'EUROLAND', weight: 40 },
        ],
      },
    ]);
    expect(weights).toEqual([
      { type: 'Europe other', type_id: 'EUROPE_OTHER', weight: 50 },
      { type: 'United States', type_id: 'USA', weight: 40 },
      { type: 'Euroland', type_id: 'EUROLAND', weight: 10 },
    ]);
  });

  it('normalizes published fund weights that do not sum to 100', () => {
    const weights = allocationByRegion([
      {
        value: '100',
        country: 'SE',
        allocation: [
          { type: 'Europe other', type_id: 'EUROPE_OTHER', weight: 96.5 },
          { type: 'United Kingdom', type_id: 'UNITED_KINGDOM', weight: 2.1 },
          { type: 'Euroland', type_id: 'EUROLAND', weight: 1.3 },
        ],
      },
    ]);
    expect(weights.map((w) => w.weight)).toEqual([96.6, 2.1, 1.3]);
  });

  it('is empty without holdings', () => {
    expect(allocationByRegion([])).toEqual([]);
    expect(allocationByRegion([{ value: '0', country: 'SE', allocation: null }])).toEqual([]);
  });
});
