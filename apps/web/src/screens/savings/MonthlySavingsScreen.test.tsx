import { api } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import { GLOBAL_FUND, ISK, OMX_ETF, PLAN } from './fixtures.ts';
import MonthlySavingsScreen from './MonthlySavingsScreen.tsx';

const PATH = '/en/monthly-savings';

function world() {
  return stubApi()
    .on(api.accountsAndMoney.listAccounts, [ISK])
    .on(api.accountsAndMoney.payoutAccounts, [])
    .on(api.accountsAndMoney.recurringDeposits, [])
    .on(api.marketData.instrument, { params: { instrumentId: String(GLOBAL_FUND.id) } }, GLOBAL_FUND)
    .on(api.marketData.instrument, { params: { instrumentId: String(OMX_ETF.id) } }, OMX_ETF);
}

describe('monthly savings', () => {
  it('shows each plan: account, amount a month, day, how it is paid, what it buys, state and next purchase', async () => {
    world()
      .on(api.savings.savingsPlans, [PLAN])
      .on(api.savings.savingsPlanRuns, [
        {
          month: '2026-11',
          runDate: '2026-11-25',
          status: 'PARTIAL',
          orders: [
            {
              instrumentId: GLOBAL_FUND.id,
              amount: '600.00',
              fundOrderId: 'f1',
              orderId: null,
              skipReason: null,
            },
            {
              instrumentId: OMX_ETF.id,
              amount: '400.00',
              fundOrderId: null,
              orderId: null,
              skipReason: 'TOO_SMALL_FOR_ONE_UNIT',
            },
          ],
        },
      ]);
    await renderWithApp(<MonthlySavingsScreen page={pageFor(PATH)} />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly savings' })).toBeTruthy();
    const plan = await screen.findByRole('article', { name: /1,000.00 a month/ });
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('Investment savings account (ISK) 9100-10001')).toBeTruthy();
    expect(within(plan).getByText('Day 25')).toBeTruthy();
    expect(within(plan).getByText("From the account's cash")).toBeTruthy();
    expect(within(plan).getByText('28 Dec 2026')).toBeTruthy();
    expect(await within(plan).findByText('Avanza Global')).toBeTruthy();
    expect(within(plan).getByText('60 %')).toBeTruthy();
    expect(within(plan).getByText('XACT OMXS30')).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/en/monthly-savings/edit/fund?plan=${PLAN.id}`,
    );
    await userEvent.click(within(plan).getByText('Purchases'));
    expect(await within(plan).findByText(/partly bought/)).toBeTruthy();
    expect(within(plan).getByText(/Avanza Global: SEK.600.00 — bought/)).toBeTruthy();
    expect(
      within(plan).getByText(/XACT OMXS30: SEK.400.00 — not bought: too little for one unit/),
    ).toBeTruthy();
  });

  it('pauses a plan, and ends it only after a confirmation', async () => {
    const stub = world()
      .on(api.savings.savingsPlans, [PLAN])
      .on(api.savings.savingsPlanRuns, [])
      .on(api.savings.pauseSavingsPlan, { ...PLAN, status: 'PAUSED', nextRunDate: null })
      .on(api.savings.cancelSavingsPlan, null as never);
    await renderWithApp(<MonthlySavingsScreen page={pageFor(PATH)} />, { path: PATH });
    const plan = await screen.findByRole('article', { name: /a month/ });
    await userEvent.click(within(plan).getByRole('button', { name: 'Pause' }));
    expect(stub.calls(api.savings.pauseSavingsPlan)[0]?.params).toEqual({ id: PLAN.id });
    await userEvent.click(within(plan).getByRole('button', { name: 'End plan' }));
    expect(stub.calls(api.savings.cancelSavingsPlan)).toHaveLength(0);
    expect(document.activeElement?.textContent).toMatch(/^End this plan\?/);
    await userEvent.click(within(plan).getByRole('button', { name: 'Yes, end the plan' }));
    expect(stub.calls(api.savings.cancelSavingsPlan)[0]?.params).toEqual({ id: PLAN.id });
  });

  it('says why a plan that has ended meanwhile cannot be resumed', async () => {
    world()
      .on(api.savings.savingsPlans, [{ ...PLAN, status: 'PAUSED', nextRunDate: null }])
      .on(api.savings.savingsPlanRuns, [])
      .on(api.savings.resumeSavingsPlan, apiError('PLAN_CANCELLED'));
    await renderWithApp(<MonthlySavingsScreen page={pageFor(PATH)} />, { path: PATH });
    const plan = await screen.findByRole('article', { name: /a month/ });
    expect(within(plan).getByText('None planned')).toBeTruthy();
    await userEvent.click(within(plan).getByRole('button', { name: 'Resume' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This savings plan has ended and can no longer be changed.',
    );
  });

  it('links to the monthly transfer, and from a plan whose account will lack cash for it', async () => {
    world()
      .on(api.accountsAndMoney.listAccounts, [{ ...ISK, buyingPower: '500.00' }])
      .on(api.savings.savingsPlans, [PLAN])
      .on(api.savings.savingsPlanRuns, []);
    await renderWithApp(<MonthlySavingsScreen page={pageFor(PATH)} />, { path: PATH });
    expect(
      screen
        .getByRole('link', { name: 'Fund your monthly savings with a monthly transfer' })
        .getAttribute('href'),
    ).toBe('/en/monthly-savings/funds/transfer');
    const plan = await screen.findByRole('article', { name: /a month/ });
    // SEK 1,000 a month with SEK 40 of ETF buffer, against SEK 500 of free cash and no deposits.
    expect(await within(plan).findByText(/will not cover this plan's next purchase/)).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'Set up a monthly transfer' }).getAttribute('href')).toBe(
      '/en/monthly-savings/funds/transfer',
    );
  });

  it('says nothing of cash when the account has enough', async () => {
    world().on(api.savings.savingsPlans, [PLAN]).on(api.savings.savingsPlanRuns, []);
    await renderWithApp(<MonthlySavingsScreen page={pageFor(PATH)} />, { path: PATH });
    const plan = await screen.findByRole('article', { name: /a month/ });
    await within(plan).findByText('Avanza Global');
    expect(within(plan).queryByRole('link', { name: 'Set up a monthly transfer' })).toBeNull();
  });

  it('calls to start a first plan when there is none', async () => {
    world().on(api.savings.savingsPlans, []);
    await renderWithApp(<MonthlySavingsScreen page={pageFor(PATH)} />, { path: PATH });
    expect(await screen.findByText(/You have no monthly savings plans yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your first plan' }).getAttribute('href')).toBe(
      '/en/monthly-savings/create',
    );
  });

  it('says so when the plans cannot be loaded', async () => {
    world().on(api.savings.savingsPlans, apiError('INTERNAL'));
    await renderWithApp(<MonthlySavingsScreen page={pageFor(PATH)} />, { path: PATH });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
