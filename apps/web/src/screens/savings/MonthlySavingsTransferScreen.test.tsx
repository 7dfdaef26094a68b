import { api, type RecurringDepositView, type SavingsPlanView } from '@havn/contract/web';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANDATE, PAYOUT } from '../../features/accounts-and-money/fixtures.ts';
import { useLocation } from '../../lib/navigation.tsx';
import { pageFor, pagePath } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, networkError, stubApi } from '../../lib/testing/stub-api.ts';
import { GLOBAL_FUND, ISK, OMX_ETF } from './fixtures.ts';
import MonthlySavingsTransferScreen from './MonthlySavingsTransferScreen.tsx';

/** The journey as the shell shows it: the page follows the address. */
function Routed() {
  const location = useLocation();
  return <MonthlySavingsTransferScreen page={pageFor(location.pathname, location.search)} />;
}

const step = (kind: 'funds' | 'etfs', name: 'transfer' | 'summary') =>
  pagePath('monthly-savings-transfer', 'en', { kind, step: name });

const plan = (fields: Partial<SavingsPlanView>): SavingsPlanView => ({
  id: '5a1f3c1e-0000-4000-8000-000000000001',
  accid: ISK.accid,
  amount: '2000.00',
  currency: 'SEK',
  dayOfMonth: 25,
  source: 'CASH',
  payoutAccountId: null,
  allocations: [{ instrumentId: GLOBAL_FUND.id, percent: 100 }],
  status: 'ACTIVE',
  nextRunDate: '2026-12-28',
  createdAt: '2026-10-01T09:00:00Z',
  updatedAt: '2026-10-01T09:00:00Z',
  ...fields,
});
const FUND_PLAN = plan({});
const ETF_PLAN = plan({
  id: '5a1f3c1e-0000-4000-8000-000000000002',
  amount: '1000.00',
  dayOfMonth: 10,
  allocations: [{ instrumentId: OMX_ETF.id, percent: 100 }],
});

const deposit = (fields: Partial<RecurringDepositView>): RecurringDepositView => ({
  id: '8d2f3c1e-0000-4000-8000-000000000001',
  accid: ISK.accid,
  payoutAccountId: PAYOUT.id,
  amount: '500.00',
  currency: 'SEK',
  dayOfMonth: 20,
  status: 'ACTIVE',
  nextRunDate: '2026-12-21',
  createdAt: '2026-11-01T09:00:00Z',
  runs: [],
  ...fields,
});

function world(plans: SavingsPlanView[], deposits: RecurringDepositView[] = []) {
  return stubApi()
    .on(api.savings.savingsPlans, plans)
    .on(api.accountsAndMoney.listAccounts, [ISK])
    .on(api.accountsAndMoney.payoutAccounts, [PAYOUT])
    .on(api.accountsAndMoney.mandates, [MANDATE])
    .on(api.accountsAndMoney.recurringDeposits, deposits)
    .on(api.marketData.instrument, { params: { instrumentId: String(GLOBAL_FUND.id) } }, GLOBAL_FUND)
    .on(api.marketData.instrument, { params: { instrumentId: String(OMX_ETF.id) } }, OMX_ETF);
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => window.sessionStorage.clear());

describe('funding monthly savings', () => {
  it('shows the fund plan, what arrives and the gap, proposes the transfer, and confirms it once with a receipt', async () => {
    const made = deposit({ id: '8d2f3c1e-0000-4000-8000-000000000002', amount: '1500.00', dayOfMonth: 18 });
    world([FUND_PLAN, ETF_PLAN], [deposit({})]);
    await renderWithApp(<Routed />, { path: step('funds', 'transfer') });

    expect(screen.getByRole('heading', { level: 1, name: 'Fund your monthly fund savings' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Step 1 of 2: Monthly transfer' });
    const card = await screen.findByRole('article', { name: 'Investment savings account (ISK) 9100-10001' });
    expect(within(card).getByText(/SEK.2,000.00 on day 25/)).toBeTruthy();
    expect(within(card).getByText('Avanza Global 100 %')).toBeTruthy();
    // The ETF plan on the same account draws on the same cash: counted, with its 10 % buffer.
    expect(
      within(card).getByText(/Your other monthly savings plan on this account \(SEK.1,000.00 a month\)/),
    ).toBeTruthy();
    expect(within(card).getByText(/SEK.500.00 on day 20 from SEB ••7466/)).toBeTruthy();
    expect(within(card).getByText('SEK 3,100.00')).toBeTruthy();
    expect(within(card).getByText(/including SEK.100.00 extra for ETF price moves/)).toBeTruthy();
    expect(within(card).getByText('SEK 2,600.00')).toBeTruthy();

    // The proposal: the gap, a week before the earliest plan day (the ETF plan's 10th).
    expect(screen.getByText(/We suggest SEK.2,600.00 a month on day 3/)).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount a month (SEK)' }) as HTMLInputElement;
    expect(amount.value).toBe('2600.00');
    const day = screen.getByRole('combobox', { name: 'Day of the month' }) as HTMLSelectElement;
    expect(day.value).toBe('3');
    // A day too close to the plans' is said to be late.
    await userEvent.selectOptions(day, '8');
    expect(screen.getByText(/may arrive after your plan buys on day 10/)).toBeTruthy();
    await userEvent.selectOptions(day, '2');
    await userEvent.clear(amount);
    await next();
    expect(screen.getByText('Enter an amount above zero, with at most two decimals.')).toBeTruthy();
    await userEvent.type(amount, '1500');
    await next();

    const summary = await screen.findByRole('heading', { name: 'Step 2 of 2: Summary' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      screen.getByText(
        /On day 2, SEK.1,500.00 is collected from SEB ••7466 and paid into Investment savings account \(ISK\) 9100-10001\./,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/On day 10, your plan buys XACT OMXS30 100 % for SEK.1,000.00\./)).toBeTruthy();
    expect(screen.getByText(/On day 25, your plan buys Avanza Global 100 % for SEK.2,000.00\./)).toBeTruthy();

    // The draft survives a reload.
    cleanup();
    const again = world([FUND_PLAN, ETF_PLAN], [deposit({})])
      .once(api.accountsAndMoney.createRecurringDeposit, networkError)
      .on(api.accountsAndMoney.createRecurringDeposit, made);
    await renderWithApp(<Routed />, { path: step('funds', 'summary') });
    const confirm = await screen.findByRole('button', { name: 'Confirm monthly transfer' });
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm monthly transfer' }));
    await screen.findByText(
      /Done: SEK.1,500.00 is collected on day 18 each month\. The first transfer is on 21 Dec 2026\./,
    );
    const sent = again.calls(api.accountsAndMoney.createRecurringDeposit);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toEqual({ amount: '1500', dayOfMonth: 2, payoutAccountId: PAYOUT.id });
    expect(sent[0]!.params).toEqual({ accid: ISK.accid });
    // The retry after no answer is the same request: the same Idempotency-Key.
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
    expect(screen.getByRole('heading', { name: 'Your monthly transfer is set up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to monthly savings' }).getAttribute('href')).toBe(
      '/en/monthly-savings',
    );
    // Another transfer starts afresh from the first step.
    await userEvent.click(screen.getByRole('button', { name: 'Set up another transfer' }));
    await screen.findByRole('heading', { name: 'Step 1 of 2: Monthly transfer' });
    expect(window.sessionStorage.getItem('havn.monthly-savings-transfer.funds')).toBeNull();
  });

  it('asks plan + 10 % for an ETF plan', async () => {
    world([ETF_PLAN]);
    await renderWithApp(<Routed />, { path: step('etfs', 'transfer') });
    await screen.findByRole('heading', { level: 1, name: 'Fund your monthly ETF savings' });
    const amount = (await screen.findByRole('textbox', { name: 'Amount a month (SEK)' })) as HTMLInputElement;
    expect(amount.value).toBe('1100.00');
    expect(screen.getByText(/with 10 % extra on the ETF part for price moves and courtage/)).toBeTruthy();
  });

  it('says so when the deposits already cover the plans, and still allows an extra transfer', async () => {
    world([FUND_PLAN], [deposit({ amount: '2000.00' })]);
    await renderWithApp(<Routed />, { path: step('funds', 'transfer') });
    expect(await screen.findByText(/already cover these plans each month/)).toBeTruthy();
    expect(screen.getByText('Nothing: covered')).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount a month (SEK)' }) as HTMLInputElement;
    expect(amount.value).toBe('');
    await userEvent.type(amount, '300');
    await next();
    await screen.findByRole('heading', { name: 'Step 2 of 2: Summary' });
  });

  it('without a plan of the kind: says so and links to a new plan', async () => {
    world([FUND_PLAN]);
    await renderWithApp(<Routed />, { path: step('etfs', 'transfer') });
    expect(await screen.findByText(/You have no active ETF savings plan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a monthly savings plan' }).getAttribute('href')).toBe(
      '/en/monthly-savings/create',
    );
  });

  it('without an active mandate: says what to do and links to direct debit', async () => {
    world([FUND_PLAN]).on(api.accountsAndMoney.mandates, [{ ...MANDATE, status: 'REQUESTED' }]);
    await renderWithApp(<Routed />, { path: step('funds', 'transfer') });
    expect(await screen.findByText(/waiting for your bank and should be active by 25 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up direct debit' }).getAttribute('href')).toBe(
      '/en/direct-debit',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("shows the server's refusal in the customer's words, and the summary without a draft sends back", async () => {
    world([FUND_PLAN]).on(api.accountsAndMoney.createRecurringDeposit, apiError('MANDATE_MAX_EXCEEDED'));
    await renderWithApp(<Routed />, { path: step('funds', 'summary') });
    expect(await screen.findByText(/An earlier step is not answered yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Monthly transfer' }));
    await screen.findByRole('heading', { name: 'Step 1 of 2: Monthly transfer' });
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm monthly transfer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^That is more than the monthly maximum of your mandate\./,
    );
  });

  it('says so when the plans cannot be loaded', async () => {
    world([]).on(api.savings.savingsPlans, apiError('INTERNAL'));
    await renderWithApp(<Routed />, { path: step('funds', 'transfer') });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
