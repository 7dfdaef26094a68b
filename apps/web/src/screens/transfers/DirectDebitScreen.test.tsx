import { type Account, api, type RecurringDepositView, type SessionUser } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MANDATE, PAYOUT } from '../../features/accounts-and-money/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import DirectDebitScreen from './DirectDebitScreen.tsx';

const ASTRID: SessionUser = {
  id: 'u-1',
  username: 'astrid',
  name: 'Astrid Lind',
  email: null,
  country: 'se',
  communityProfile: null,
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};
const ISK: Account = {
  accid: '10001',
  accountNumber: '9100-10001',
  accountType: 'ISK',
  country: 'SE',
  alias: null,
  currency: 'SEK',
  cash: '1000.00',
  buyingPower: '1000.00',
  withdrawable: '1000.00',
  unsettled: '0.00',
  isDefault: true,
  depositRoom: null,
  requiredAction: null,
};
const MONTHLY: RecurringDepositView = {
  id: '8d3f3c1e-0000-4000-8000-000000000001',
  accid: ISK.accid,
  payoutAccountId: PAYOUT.id,
  amount: '500.00',
  currency: 'SEK',
  dayOfMonth: 25,
  status: 'ACTIVE',
  nextRunDate: '2026-12-28',
  createdAt: '2026-10-01T09:00:00Z',
  runs: [
    {
      id: 'r-2',
      month: '2026-11',
      runDate: '2026-11-25',
      amount: '500.00',
      status: 'FAILED',
      failReason: 'INSUFFICIENT_FUNDS',
    },
    {
      id: 'r-1',
      month: '2026-10',
      runDate: '2026-10-26',
      amount: '500.00',
      status: 'RECEIVED',
      failReason: null,
    },
  ],
};

const render = () =>
  renderWithApp(<DirectDebitScreen page={pageFor('/en/recurring-deposits')} />, {
    path: '/en/recurring-deposits',
    session: ASTRID,
  });

describe('DirectDebitScreen: recurring deposits', () => {
  it('shows the next run and the failed one, starts a new deposit with a key, and stops one', async () => {
    const created: RecurringDepositView = {
      ...MONTHLY,
      id: 'new',
      amount: '250.00',
      dayOfMonth: 3,
      runs: [],
    };
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.accountsAndMoney.payoutAccounts, [PAYOUT])
      .on(api.accountsAndMoney.mandates, [MANDATE])
      .on(api.accountsAndMoney.recurringDeposits, [MONTHLY])
      .on(api.accountsAndMoney.createRecurringDeposit, { ...created, nextRunDate: '2026-12-03' })
      .on(api.accountsAndMoney.stopRecurringDeposit, { ...MONTHLY, status: 'STOPPED', nextRunDate: null });
    const user = userEvent.setup();
    const { unmount } = await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recurring deposits' })).toBeTruthy();
    const item = (await screen.findByText(/SEK\s?500\.00 on day 25 of each month/)).closest('li')!;
    expect(item.textContent).toContain('next 28 Dec 2026');
    const runs = within(item).getByRole('list', { name: 'Latest deposits' });
    expect(within(runs).getByText(/the bank could not collect the money/)).toBeTruthy();
    expect(within(runs).getByText('Received')).toBeTruthy();

    await user.type(screen.getByLabelText('Amount (SEK)'), '250');
    await user.selectOptions(screen.getByLabelText('Day of the month'), '3');
    await user.click(screen.getByRole('button', { name: 'Start recurring deposit' }));
    const success = await screen.findByText(/starts on 3 Dec 2026/);
    expect(document.activeElement).toBe(success.closest('[role="status"]'));
    const [call] = stub.calls(api.accountsAndMoney.createRecurringDeposit);
    expect(call!.body).toEqual({ amount: '250', dayOfMonth: 3, payoutAccountId: PAYOUT.id });
    expect(call!.headers['idempotency-key']).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Stop the recurring deposit of SEK\s?500\.00/ }));
    expect(await screen.findByText('The recurring deposit is stopped.')).toBeTruthy();
    expect(stub.calls(api.accountsAndMoney.stopRecurringDeposit)[0]!.params).toMatchObject({
      accid: ISK.accid,
      id: MONTHLY.id,
    });
    unmount();
  });

  it('sends the customer to sign an autogiro mandate when no bank account has one', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.accountsAndMoney.payoutAccounts, [PAYOUT])
      .on(api.accountsAndMoney.mandates, [{ ...MANDATE, status: 'REQUESTED', activatedAt: null }])
      .on(api.accountsAndMoney.recurringDeposits, []);
    const { unmount } = await render();
    expect(await screen.findByText(/Sign a mandate on one of your bank accounts first/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Autogiro' }).getAttribute('href')).toBe(
      '/en/direct-debit',
    );
    expect(await screen.findByText('No recurring deposits to this account yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start recurring deposit' })).toBeNull();
    unmount();
  });
});
