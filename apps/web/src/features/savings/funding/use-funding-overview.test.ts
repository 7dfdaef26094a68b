import type { MandateView, RecurringDepositView, SavingsPlanView } from '@havn/contract/web';
import { describe, expect, it } from 'vitest';
import { ISK, MANDATE, PAYOUT } from '../../accounts-and-money/fixtures.ts';
import { collectableFrom, fundingGroups } from './use-funding-overview.ts';

const plan = (id: string, fields: Partial<SavingsPlanView>): SavingsPlanView => ({
  id,
  accid: ISK.accid,
  amount: '1000.00',
  currency: 'SEK',
  dayOfMonth: 25,
  source: 'CASH',
  payoutAccountId: null,
  allocations: [{ instrumentId: 1, percent: 100 }],
  status: 'ACTIVE',
  nextRunDate: '2026-12-28',
  createdAt: '2026-10-01T09:00:00Z',
  updatedAt: '2026-10-01T09:00:00Z',
  ...fields,
});
const deposit = (
  amount: string,
  status: RecurringDepositView['status'] = 'ACTIVE',
): RecurringDepositView => ({
  id: `d-${amount}-${status}`,
  accid: ISK.accid,
  payoutAccountId: PAYOUT.id,
  amount,
  currency: 'SEK',
  dayOfMonth: 20,
  status,
  nextRunDate: null,
  createdAt: '2026-11-01T09:00:00Z',
  runs: [],
});
const typeOf = (id: number) => (id === 2 ? 'ETF' : 'FUND');

describe('the funding groups', () => {
  const plans = [
    plan('fund', {}),
    plan('etf', { amount: '500.00', dayOfMonth: 10, allocations: [{ instrumentId: 2, percent: 100 }] }),
    // Paid by direct debit: its own deposit brings its amount.
    plan('debit', { amount: '300.00', source: 'DIRECT_DEBIT', payoutAccountId: PAYOUT.id }),
    plan('paused', { amount: '9000.00', status: 'PAUSED' }),
  ];
  const depositsOf = () => [deposit('300.00'), deposit('100.00', 'STOPPED')];

  it('group the cash plans of the kind by account, counting the account’s other plans and active deposits', () => {
    const [funds] = fundingGroups({ kind: 'funds', plans, accounts: [ISK], depositsOf, typeOf });
    expect(funds!.plans.map((p) => p.id)).toEqual(['fund']);
    expect(funds!.others.map((p) => p.id)).toEqual(['etf', 'debit']);
    expect(funds!.deposits.map((d) => d.amount)).toEqual(['300.00']);
    // 1,000 + 500 × 110 % + 300, less the 300 the direct debit brings.
    expect(funds!.funding).toMatchObject({ need: '1850.00', incoming: '300.00', gap: '1550.00' });
    expect(funds!.funding.earliestPlanDay).toBe(10);

    const [etfs] = fundingGroups({ kind: 'etfs', plans, accounts: [ISK], depositsOf, typeOf });
    expect(etfs!.plans.map((p) => p.id)).toEqual(['etf']);
    expect(etfs!.funding.gap).toBe('1550.00');
  });

  it('leave out an account without a cash plan of the kind', () => {
    expect(fundingGroups({ kind: 'etfs', plans: [plans[0]!], accounts: [ISK], depositsOf, typeOf })).toEqual(
      [],
    );
  });

  it('collect only from an active bank account with an active mandate in the account’s currency', () => {
    const mandates: MandateView[] = [MANDATE];
    expect(collectableFrom(ISK, [PAYOUT], mandates)).toEqual([PAYOUT]);
    expect(collectableFrom(ISK, [PAYOUT], [{ ...MANDATE, status: 'REQUESTED' }])).toEqual([]);
    expect(collectableFrom({ ...ISK, currency: 'EUR' }, [PAYOUT], mandates)).toEqual([]);
    expect(collectableFrom(ISK, [{ ...PAYOUT, status: 'PENDING_VERIFICATION' }], mandates)).toEqual([]);
  });
});
