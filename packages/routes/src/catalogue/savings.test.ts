import { describe, expect, it } from 'vitest';
import {
  AUTO_FUND_STEPS,
  MONTHLY_SAVINGS_TRANSFER_KINDS,
  MONTHLY_SAVINGS_TRANSFER_STEPS,
  MOVE_SAVINGS_STEPS,
  SAVINGS_ROUTES,
} from './savings.ts';

const byId = new Map(SAVINGS_ROUTES.map((route) => [route.id, route]));
const valuesOf = (id: string, name: string) =>
  SAVINGS_ROUTES.find((route) => route.id === id)?.params.find((param) => param.name === name)?.values;

describe('savings routes', () => {
  it('has monthly savings, its wizard and pages, the fund guide and move-savings', () => {
    expect([...byId.keys()]).toEqual([
      'monthly-savings',
      'monthly-savings-auto-fund',
      'monthly-savings-create',
      'monthly-savings-edit',
      'monthly-savings-transfer',
      'fund-portfolio-guide',
      'move-savings',
    ]);
  });

  it('lists the wizard steps the spec names', () => {
    expect(AUTO_FUND_STEPS).toEqual([
      'amount',
      'disclaimer',
      'plan',
      'account',
      'external-account',
      'day-of-month',
      'summary',
    ]);
    expect(valuesOf('monthly-savings-auto-fund', 'step')).toEqual(AUTO_FUND_STEPS);
    expect(MOVE_SAVINGS_STEPS).toEqual(['choose-account', 'summary', 'confirmation']);
    expect(valuesOf('move-savings', 'step')).toEqual(MOVE_SAVINGS_STEPS);
    expect(valuesOf('monthly-savings-edit', 'type')).toEqual(['fund', 'etf']);
    expect(valuesOf('monthly-savings-transfer', 'kind')).toEqual(['funds', 'etfs']);
    expect(valuesOf('monthly-savings-transfer', 'step')).toEqual(['transfer', 'summary']);
    expect(MONTHLY_SAVINGS_TRANSFER_KINDS).toEqual(['funds', 'etfs']);
    expect(MONTHLY_SAVINGS_TRANSFER_STEPS).toEqual(['transfer', 'summary']);
  });

  it('are behind login', () => {
    for (const route of SAVINGS_ROUTES) expect(route.auth).toBe(true);
  });
});
