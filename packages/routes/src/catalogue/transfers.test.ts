import { describe, expect, it } from 'vitest';
import { TRANSFER_ROUTES } from './transfers.ts';

const byId = new Map(TRANSFER_ROUTES.map((route) => [route.id, route]));

describe('transfer routes', () => {
  it('has the nine transfer pages, all behind login', () => {
    expect([...byId.keys()]).toEqual([
      'deposits',
      'withdrawals',
      'internal-transfers',
      'recurring-deposits',
      'pre-register',
      'pre-register-status',
      'deposit-finalize',
      'autogiro',
      'trustly-loading',
    ]);
    for (const route of TRANSFER_ROUTES) expect(route.auth).toBe(true);
  });

  it('takes the statuses the spec lists', () => {
    expect(byId.get('pre-register-status')?.params[0]?.values).toEqual(['success', 'cancel', 'postpone']);
    expect(byId.get('deposit-finalize')?.params.map((param) => [param.name, param.values])).toEqual([
      ['status', ['success', 'reject', 'cancel']],
      ['requestId', null],
    ]);
    expect(byId.get('pre-register')?.params.map((param) => param.name)).toEqual(['tab', 'action']);
  });

  it('names direct debit after each country’s scheme', () => {
    expect(byId.get('autogiro')?.paths.se).toBe('/se/autogiro');
    expect(byId.get('autogiro')?.paths.no).toBe('/no/avtalegiro');
  });
});
