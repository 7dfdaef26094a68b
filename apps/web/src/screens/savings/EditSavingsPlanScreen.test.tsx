import { api } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import EditSavingsPlanScreen from './EditSavingsPlanScreen.tsx';
import { GLOBAL_FUND, ISK, OMX_ETF, PLAN } from './fixtures.ts';

const PATH = '/en/monthly-savings/edit/fund';

function world() {
  return stubApi()
    .on(api.accountsAndMoney.listAccounts, [ISK])
    .on(api.accountsAndMoney.payoutAccounts, [])
    .on(api.accountsAndMoney.mandates, [])
    .on(api.savings.savingsPlans, [PLAN])
    .on(api.savings.savingsPlanRuns, [])
    .on(api.marketData.instrument, { params: { instrumentId: String(GLOBAL_FUND.id) } }, GLOBAL_FUND)
    .on(api.marketData.instrument, { params: { instrumentId: String(OMX_ETF.id) } }, OMX_ETF);
}

describe('changing a monthly savings plan', () => {
  it('opens the plan named by ?plan= with its amount, day and shares, and sends the change', async () => {
    const stub = world().on(api.savings.changeSavingsPlan, { ...PLAN, amount: '1500.00', dayOfMonth: 5 });
    const path = `${PATH}?plan=${PLAN.id}`;
    await renderWithApp(<EditSavingsPlanScreen page={pageFor(PATH)} />, { path });
    const amount = await screen.findByRole('textbox', { name: 'Amount a month (SEK)' });
    expect((amount as HTMLInputElement).value).toBe('1000.00');
    expect(
      (screen.getByRole('textbox', { name: 'Share for Avanza Global (%)' }) as HTMLInputElement).value,
    ).toBe('60');
    expect(screen.getByText(/Account: Investment savings account/)).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day of the month' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(stub.calls(api.savings.changeSavingsPlan)).toHaveLength(1));
    const [call] = stub.calls(api.savings.changeSavingsPlan);
    expect(call?.params).toEqual({ id: PLAN.id });
    expect(call?.body).toEqual({
      amount: '1500',
      dayOfMonth: 5,
      allocations: PLAN.allocations,
    });
    expect(
      await screen.findByText(/Your changes are saved. The next purchase will be on 28 Dec 2026/),
    ).toBeTruthy();
  });

  it('says so when the plan is not there, with the way back to the list', async () => {
    world();
    await renderWithApp(<EditSavingsPlanScreen page={pageFor(PATH)} />, { path: `${PATH}?plan=nope` });
    expect(await screen.findByText(/That plan was not found./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your plans' }).getAttribute('href')).toBe(
      '/en/monthly-savings',
    );
  });
});
