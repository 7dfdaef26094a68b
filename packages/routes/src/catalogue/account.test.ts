import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from './account.ts';

describe('account creation and settings routes', () => {
  it('has the six account creation pages', () => {
    const creation = ACCOUNT_ROUTES.filter((route) => route.id.startsWith('account-creation'));
    expect(creation.map((route) => route.id)).toEqual([
      'account-creation',
      'account-creation-list',
      'account-creation-welcome',
      'account-creation-advising',
      'account-creation-insurance-appropriateness',
      'account-creation-loading',
    ]);
    expect(creation[4]?.params[0]?.values).toEqual(['SIP', 'LPP']);
  });

  it('has the seven settings subpages', () => {
    expect(
      ACCOUNT_ROUTES.filter((route) => route.id.startsWith('settings-')).map((route) => route.id),
    ).toEqual([
      'settings-subscriptions',
      'settings-risk-profile',
      'settings-approved-instruments',
      'settings-account-settings',
      'settings-my-profile',
      'settings-kyc',
      'settings-advising',
    ]);
  });

  it('are behind login', () => {
    for (const route of ACCOUNT_ROUTES) expect(route.auth).toBe(true);
  });
});
