import { describe, expect, it } from 'vitest';
import {
  PENSION_AUTO_SAVINGS_STEPS,
  PENSION_NEW_SAVINGS_STEPS,
  PENSION_ROUTES,
  PENSION_TRANSFER_STEPS,
} from './pension.ts';

const stepsOf = (id: string) => PENSION_ROUTES.find((route) => route.id === id)?.params[0]?.values;

describe('pension routes', () => {
  it('has information, prognosis, savings, transfers, statements and risk profile', () => {
    expect(PENSION_ROUTES.map((route) => route.id)).toEqual([
      'pension-information',
      'pension-prognosis',
      'pension-savings-new',
      'pension-savings-auto',
      'pension-transfer',
      'move-my-pension',
      'pension-statements',
      'pension-risk-profile',
    ]);
  });

  it('lists the wizard steps the spec names', () => {
    expect(stepsOf('pension-savings-new')).toEqual(['start', 'choose', 'confirm']);
    expect(PENSION_NEW_SAVINGS_STEPS).toEqual(['start', 'choose', 'confirm']);
    expect(stepsOf('pension-savings-auto')).toEqual(PENSION_AUTO_SAVINGS_STEPS);
    expect(PENSION_AUTO_SAVINGS_STEPS).toHaveLength(7);
    expect(stepsOf('pension-transfer')).toEqual(PENSION_TRANSFER_STEPS);
    expect(stepsOf('move-my-pension')).toEqual(PENSION_TRANSFER_STEPS);
    expect(PENSION_TRANSFER_STEPS).toEqual([
      'choose-company',
      'collect-information',
      'your-insurances',
      'make-choices',
      'compilation',
    ]);
  });

  it('are behind login', () => {
    for (const route of PENSION_ROUTES) expect(route.auth).toBe(true);
  });
});
