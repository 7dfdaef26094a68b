import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { isOnTickGrid, TICK_LEVELS, type TickRule, tickRuleOf, tickSizeAt } from './ticks.ts';

describe('the tick grid a limit price must sit on', () => {
  it.each<[TickRule, string, string]>([
    ['nordic', '0.9995', '0.0005'],
    ['nordic', '1', '0.001'],
    ['nordic', '49.99', '0.005'],
    ['nordic', '99.99', '0.01'],
    ['nordic', '100', '0.05'],
    ['nordic', '565.1', '0.1'],
    ['nordic', '12000', '2'],
    ['us', '0.5', '0.0001'],
    ['us', '187.25', '0.01'],
    ['nav', '9.8765', '0.0001'],
    ['nav', '132.45', '0.01'],
  ])('%s at %s moves in steps of %s', (rule, price, tick) => {
    expect(tickSizeAt(rule, price)).toBe(tick);
  });

  it.each<[TickRule, string, boolean]>([
    ['nordic', '100.05', true],
    ['nordic', '100.03', false],
    ['nordic', '99.99', true],
    ['nordic', '12.345', true],
    ['nordic', '12.343', false],
    ['nordic', '1001', true],
    ['nordic', '1000.7', false],
    ['us', '187.25', true],
    ['us', '187.255', false],
    ['nav', '9.87654', false],
    ['nordic', '0', false],
  ])('%s: %s on the grid is %s', (rule, price, onGrid) => {
    expect(isOnTickGrid(rule, price)).toBe(onGrid);
  });

  it("starts every level on a multiple of its own tick, so a level's bound is on both grids", () => {
    for (const levels of Object.values(TICK_LEVELS)) {
      for (const level of levels) expect(dec(level.from).mod(dec(level.tick)).isZero()).toBe(true);
    }
  });

  it('trades funds at their NAV grid, US listings in cents and the rest on the Nordic table', () => {
    expect(tickRuleOf({ type: 'FUND', market: 'XSTO' })).toBe('nav');
    expect(tickRuleOf({ type: 'STOCK', market: 'XNAS' })).toBe('us');
    expect(tickRuleOf({ type: 'ETF', market: 'XHEL' })).toBe('nordic');
  });
});
