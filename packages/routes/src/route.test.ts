import { describe, expect, it } from 'vitest';
import { routeById } from './catalogue.ts';
import { isRouteOnSite, listParamItems } from './route.ts';

describe('isRouteOnSite', () => {
  it('keeps a restricted route to its sites and others everywhere', () => {
    expect(isRouteOnSite(routeById('investment-fund-list'), 'dk')).toBe(true);
    expect(isRouteOnSite(routeById('investment-fund-list'), 'se')).toBe(false);
    expect(isRouteOnSite(routeById('stock-list'), 'de')).toBe(true);
  });
});

describe('listParamItems', () => {
  it('splits the comma-joined accids', () => {
    expect(listParamItems('11,12,13')).toEqual(['11', '12', '13']);
    expect(listParamItems('11')).toEqual(['11']);
    expect(listParamItems('')).toEqual([]);
  });
});
