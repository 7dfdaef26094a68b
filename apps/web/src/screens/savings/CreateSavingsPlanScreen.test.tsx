import { api } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, networkError, stubApi } from '../../lib/testing/stub-api.ts';
import CreateSavingsPlanScreen from './CreateSavingsPlanScreen.tsx';
import { GLOBAL_FUND, hit, ISK, OMX_ETF, PLAN } from './fixtures.ts';

const PATH = '/en/monthly-savings/create';
const VOLVO = { ...GLOBAL_FUND, id: 1001, name: 'Volvo B', type: 'STOCK' };

function world() {
  return stubApi()
    .on(api.accountsAndMoney.listAccounts, [ISK])
    .on(api.accountsAndMoney.payoutAccounts, [])
    .on(api.accountsAndMoney.mandates, [])
    .on(api.marketData.instrumentSearch, {
      total_hits: 3,
      results: [hit(GLOBAL_FUND), hit(OMX_ETF), hit(VOLVO)],
    });
}

async function addBoth() {
  const search = screen.getByRole('searchbox', { name: 'Add a fund or ETF' });
  await userEvent.type(search, 'av');
  expect(screen.queryByRole('button', { name: /Volvo B/ })).toBeNull();
  await userEvent.click(await screen.findByRole('button', { name: 'Add Avanza Global (fund)' }));
  await userEvent.type(search, 'xa');
  await userEvent.click(await screen.findByRole('button', { name: 'Add XACT OMXS30 (ETF)' }));
  const fund = screen.getByRole('textbox', { name: 'Share for Avanza Global (%)' });
  await userEvent.clear(fund);
  await userEvent.type(fund, '60');
  await userEvent.type(screen.getByRole('textbox', { name: 'Share for XACT OMXS30 (%)' }), '40');
}

describe('starting a monthly savings plan', () => {
  it('offers funds and ETFs only, sums the shares live, shows the first purchase and sends one plan', async () => {
    const stub = world().on(api.savings.createSavingsPlan, PLAN);
    await renderWithApp(<CreateSavingsPlanScreen page={pageFor(PATH)} />, { path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start a monthly savings plan' }),
    ).toBeTruthy();
    expect(await screen.findByText(/^At least SEK.100.00\.$/)).toBeTruthy();
    expect(await screen.findByText(/^The first purchase will be on/)).toBeTruthy();
    await addBoth();
    expect(screen.getByText(/Total: 100 %/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount a month (SEK)' }), '1000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day of the month' }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    await waitFor(() => expect(stub.calls(api.savings.createSavingsPlan)).toHaveLength(1));
    const [call] = stub.calls(api.savings.createSavingsPlan);
    expect(call?.body).toEqual({
      accid: ISK.accid,
      amount: '1000',
      dayOfMonth: 25,
      source: 'CASH',
      allocations: [
        { instrumentId: GLOBAL_FUND.id, percent: 60 },
        { instrumentId: OMX_ETF.id, percent: 40 },
      ],
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const done = await screen.findByText(/Your plan has started. The first purchase will be on 28 Dec 2026/);
    expect(document.activeElement).toBe(done.closest('[role="status"]'));
  });

  it('refuses an amount under the minimum and shares that are not 100 % before sending', async () => {
    const stub = world();
    await renderWithApp(<CreateSavingsPlanScreen page={pageFor(PATH)} />, { path: PATH });
    await screen.findByRole('textbox', { name: 'Amount a month (SEK)' });
    await addBoth();
    const fund = screen.getByRole('textbox', { name: 'Share for Avanza Global (%)' });
    await userEvent.clear(fund);
    await userEvent.type(fund, '50');
    expect(screen.getByText(/Total: 90 %. The shares must add up to 100 %./)).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount a month (SEK)' });
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    expect(await screen.findByText(/The amount must be at least SEK.100.00 a month./)).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    expect(
      await screen.findByText('The shares of the plan must add up to 100 %, in whole percentages.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(fund);
    expect(stub.calls(api.savings.createSavingsPlan)).toHaveLength(0);
  });

  it('sends a retry with the same Idempotency-Key, and shows a refusal under its field', async () => {
    const stub = world()
      .once(api.savings.createSavingsPlan, networkError)
      .once(api.savings.createSavingsPlan, apiError('NOT_A_FUND_OR_ETF'));
    await renderWithApp(<CreateSavingsPlanScreen page={pageFor(PATH)} />, { path: PATH });
    await screen.findByRole('textbox', { name: 'Amount a month (SEK)' });
    await addBoth();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount a month (SEK)' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    expect(await screen.findByText('A savings plan buys funds and ETFs only.')).toBeTruthy();
    const [first, second] = stub.calls(api.savings.createSavingsPlan);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('by direct debit, asks for a mandate first and links to the direct debit page', async () => {
    world();
    await renderWithApp(<CreateSavingsPlanScreen page={pageFor(PATH)} />, { path: PATH });
    await screen.findByRole('textbox', { name: 'Amount a month (SEK)' });
    await userEvent.click(screen.getByRole('radio', { name: 'By direct debit from my bank account' }));
    const note = screen.getByText(/None of your bank accounts has an active direct-debit mandate yet./);
    expect(within(note).getByRole('link', { name: 'Set up direct debit' }).getAttribute('href')).toBe(
      '/en/direct-debit',
    );
    expect(screen.getByText(/the funds are bought two bank days later/)).toBeTruthy();
  });

  it("starts from the fund portfolio guide's funds and shares named in ?funds=, and a malformed list fills nothing", async () => {
    const stub = world()
      .on(api.marketData.instrument, { params: { instrumentId: GLOBAL_FUND.id } }, GLOBAL_FUND)
      .on(api.marketData.instrument, { params: { instrumentId: OMX_ETF.id } }, OMX_ETF)
      .on(api.savings.createSavingsPlan, PLAN);
    const path = `${PATH}?funds=${GLOBAL_FUND.id}:70,${OMX_ETF.id}:30`;
    await renderWithApp(<CreateSavingsPlanScreen page={pageFor(path)} />, { path });
    expect(
      await screen.findByText(
        'The funds and shares from the fund portfolio guide are filled in: choose the account, the amount and the day.',
      ),
    ).toBeTruthy();
    const fund = await screen.findByRole('textbox', { name: 'Share for Avanza Global (%)' });
    expect((fund as HTMLInputElement).value).toBe('70');
    const etf = screen.getByRole('textbox', { name: 'Share for XACT OMXS30 (%)' }) as HTMLInputElement;
    expect(etf.value).toBe('30');
    expect(screen.getByText(/Total: 100 %/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount a month (SEK)' }), '800');
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    await waitFor(() => expect(stub.calls(api.savings.createSavingsPlan)).toHaveLength(1));
    expect(stub.calls(api.savings.createSavingsPlan)[0]?.body?.allocations).toEqual([
      { instrumentId: GLOBAL_FUND.id, percent: 70 },
      { instrumentId: OMX_ETF.id, percent: 30 },
    ]);
  });

  it('fills nothing from a ?funds= list with a repeated fund or a share out of range', async () => {
    world();
    for (const funds of [`${GLOBAL_FUND.id}:50,${GLOBAL_FUND.id}:50`, `${GLOBAL_FUND.id}:0`, 'x:100']) {
      const path = `${PATH}?funds=${funds}`;
      const { unmount } = await renderWithApp(<CreateSavingsPlanScreen page={pageFor(path)} />, { path });
      expect(await screen.findByText('Add at least one fund or ETF.')).toBeTruthy();
      expect(screen.queryByText(/from the fund portfolio guide/)).toBeNull();
      unmount();
    }
  });
});
