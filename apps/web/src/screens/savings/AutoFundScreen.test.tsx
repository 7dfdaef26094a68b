import { api } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from '../../lib/navigation.tsx';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import { GLOBAL_FUND, hit, ISK, OMX_ETF, PLAN } from './fixtures.ts';
import SavingsScreen from './SavingsScreen.tsx';

/** The savings pages as the shell shows them: the page follows the address. */
function Routed() {
  const location = useLocation();
  return <SavingsScreen page={pageFor(location.pathname, location.search)} />;
}

const step = (name: string) => `/en/monthly-savings/auto-fund/${name}`;

beforeEach(() => window.sessionStorage.clear());

describe('the auto-fund wizard', () => {
  it('asks a step a page and, at the summary, starts the plan with one Idempotency-Key', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.accountsAndMoney.payoutAccounts, [])
      .on(api.accountsAndMoney.mandates, [])
      .on(api.marketData.instrumentSearch, { total_hits: 2, results: [hit(GLOBAL_FUND), hit(OMX_ETF)] })
      .on(api.savings.createSavingsPlan, PLAN);
    await renderWithApp(<Routed />, { path: step('amount') });
    const next = async () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Step 1 of 7: Amount' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount a month (SEK)' }), '800');
    await next();

    await screen.findByRole('heading', { name: 'Step 2 of 7: Before you start' });
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe('Tick the box to go on.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand that investing carries risk' }));
    await next();

    await screen.findByRole('heading', { name: 'Step 3 of 7: Funds and ETFs' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Add a fund or ETF' }), 'av');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Avanza Global (fund)' }));
    await next();

    await screen.findByRole('heading', { name: 'Step 4 of 7: Account' });
    await next();
    await screen.findByRole('heading', { name: 'Step 5 of 7: How you pay' });
    await next();
    await screen.findByRole('heading', { name: 'Step 6 of 7: Day of the month' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day of the month' }), '10');
    await next();

    await screen.findByRole('heading', { name: 'Step 7 of 7: Summary' });
    expect(screen.getByText('Avanza Global 100 %')).toBeTruthy();
    expect(screen.getByText('Day 10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    await waitFor(() => expect(stub.calls(api.savings.createSavingsPlan)).toHaveLength(1));
    const [call] = stub.calls(api.savings.createSavingsPlan);
    expect(call?.body).toEqual({
      accid: ISK.accid,
      amount: '800',
      dayOfMonth: 10,
      source: 'CASH',
      allocations: [{ instrumentId: GLOBAL_FUND.id, percent: 100 }],
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/Your plan has started/)).toBeTruthy();
  });

  it('sends a later step back to the first one not answered', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.accountsAndMoney.payoutAccounts, [])
      .on(api.accountsAndMoney.mandates, []);
    await renderWithApp(<Routed />, { path: step('summary') });
    expect((await screen.findByRole('link', { name: 'Amount' })).getAttribute('href')).toBe(step('amount'));
  });
});
