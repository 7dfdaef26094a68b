import { type Account, type AccountTypeView, api, type FundPortfolioGuideView } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANDATE, PAYOUT } from '../../features/accounts-and-money/fixtures.ts';
import { useLocation } from '../../lib/navigation.tsx';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import { ISK, PLAN } from './fixtures.ts';
import SavingsScreen from './SavingsScreen.tsx';

/** The pension saving pages as the shell shows them: the page follows the address. */
function Routed() {
  const location = useLocation();
  return <SavingsScreen page={pageFor(location.pathname, location.search)} />;
}

const newStep = (name: string) => `/en/pension/savings/new/${name}`;
const autoStep = (name: string) => `/en/pension/savings/auto/${name}`;

const pensionType = (
  accountType: AccountTypeView['accountType'],
  extra: Partial<AccountTypeView> = {},
): AccountTypeView => ({
  accountType,
  country: 'SE',
  currency: 'SEK',
  onePerPerson: false,
  depositCap: { amount: '50000.00', currency: 'SEK', period: 'YEAR', kind: 'YEARLY_CONTRIBUTIONS' },
  paidInBy: 'CUSTOMER',
  payoutAge: 55,
  eligibleInstrumentTypes: ['STOCK', 'FUND', 'ETF'],
  eligibleCountries: null,
  taxTreatment: 'PENSION',
  termsVersion: '2026-11-01',
  alreadyHeld: false,
  ...extra,
});

const ISK_TYPE: AccountTypeView = { ...pensionType('ISK'), taxTreatment: 'FLAT_RATE', payoutAge: undefined };
// A Swedish private pension has no yearly cap (packages/domain account rules).
const PRIVATE = pensionType('PRIVATE_PENSION', { depositCap: undefined });
const OCCUPATIONAL = pensionType('OCCUPATIONAL_PENSION', { paidInBy: 'EMPLOYER', depositCap: undefined });

const PENSION_ACCOUNT: Account = {
  ...ISK,
  accid: '20002',
  accountNumber: '9100-20002',
  accountType: 'PRIVATE_PENSION',
  isDefault: false,
  cash: '0.00',
  buyingPower: '0.00',
  withdrawable: '0.00',
  depositRoom: '1000.00',
};
const EMPLOYER_ACCOUNT: Account = {
  ...PENSION_ACCOUNT,
  accid: '20003',
  accountNumber: '9100-20003',
  accountType: 'OCCUPATIONAL_PENSION',
  depositRoom: '0.00',
};

const GUIDE_3: FundPortfolioGuideView = {
  riskLevel: 3,
  currency: 'SEK',
  fixedIncomePercent: 60,
  equityPercent: 40,
  allocations: [
    {
      instrumentId: 1362,
      name: 'Havn Nordic Corporate Bond',
      percent: 60,
      type: 'FUND',
      currency: 'SEK',
      category: 'BOND',
      riskIndicator: 2,
      ongoingCharge: '0.40',
    },
    {
      instrumentId: 1032,
      name: 'Avanza Global',
      percent: 40,
      type: 'FUND',
      currency: 'SEK',
      category: 'EQUITY_GLOBAL',
      riskIndicator: 4,
      ongoingCharge: '0.09',
    },
  ],
  ongoingCharge: '0.28',
};

const NO_PROFILE = { riskLevel: null, answers: {}, assessedAt: null };

const next = async () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => window.sessionStorage.clear());

describe('starting pension saving', () => {
  it("tells what the country's pension accounts are, takes a choice and opens the account once its terms are accepted", async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.accountTypes, [ISK_TYPE, PRIVATE, OCCUPATIONAL])
      .on(api.accountsAndMoney.openAccount, PENSION_ACCOUNT);
    await renderWithApp(<Routed />, { path: newStep('start') });

    await screen.findByRole('heading', { name: 'Step 1 of 3: Pension saving at Havn' });
    expect(await screen.findByRole('heading', { name: 'Private pension' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Occupational pension (tjänstepension)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /ISK/ })).toBeNull();
    expect(screen.getByText("Your employer pays in. You can't pay in yourself.")).toBeTruthy();
    expect(
      screen.getByText('You pay in yourself, as much as you like: there is no yearly cap.'),
    ).toBeTruthy();
    expect(screen.queryByText('You pay in yourself, up to the yearly cap.')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Step 2 of 3: Choose a pension account' });
    expect(screen.getByText(/Your employer pays in, not you/)).toBeTruthy();
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a pension account to go on.');
    await userEvent.click(screen.getByRole('radio', { name: /Private pension/ }));
    await next();

    await screen.findByRole('heading', { name: 'Step 3 of 3: Terms and signature' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign and open the account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tick the box to accept the terms, then sign.',
    );
    expect(stub.calls(api.accountsAndMoney.openAccount)).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of Private pension' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and open the account' }));

    await screen.findByText('Your new account is open: Private pension 9100-20002.');
    expect(stub.calls(api.accountsAndMoney.openAccount)[0]!.body).toEqual({
      accountType: 'PRIVATE_PENSION',
      termsVersion: '2026-11-01',
      acceptTerms: true,
    });
    expect(screen.getByRole('link', { name: 'Start monthly saving' }).getAttribute('href')).toBe(
      `${autoStep('account')}?account=20002`,
    );
  });

  it('shows a one-per-person account already held as held, and asks for a fresh eID when the server does', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.accountTypes, [
        pensionType('IPS', { country: 'NO', currency: 'NOK', onePerPerson: true, alreadyHeld: true }),
        PRIVATE,
      ])
      .on(api.accountsAndMoney.openAccount, apiError('STEP_UP_REQUIRED'))
      .on(api.identity.startEid, apiError('RATE_LIMITED', { retryAfterSeconds: 30 }));
    await renderWithApp(<Routed />, { path: newStep('choose') });
    const held = await screen.findByRole('radio', { name: /Individual pension savings/ });
    expect((held as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('You already have this account (one per person).')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Private pension/ }));
    await next();
    await userEvent.click(await screen.findByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and open the account' }));
    await waitFor(() => expect(stub.calls(api.identity.startEid)).toHaveLength(1));
    expect(stub.calls(api.identity.startEid)[0]!.body).toEqual({
      purpose: 'STEP_UP',
      returnTo: newStep('confirm'),
    });
  });

  it('says so, with a way on, when the country has no pension account', async () => {
    stubApi().on(api.accountsAndMoney.accountTypes, [ISK_TYPE]);
    await renderWithApp(<Routed />, { path: newStep('start') });
    await screen.findByText(/We don't offer a pension account where you live yet/);
    expect(screen.getByRole('link', { name: 'Pension information' })).toBeTruthy();
  });
});

describe('monthly pension saving', () => {
  it("offers only pensions the customer pays into, flags a plan past the cap, fills the guide's mix, and starts the plan once", async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, PENSION_ACCOUNT, EMPLOYER_ACCOUNT])
      .on(api.accountsAndMoney.payoutAccounts, [PAYOUT])
      .on(api.accountsAndMoney.mandates, [MANDATE])
      .on(api.accountsAndMoney.customer.riskProfile, {
        riskLevel: 3,
        answers: {},
        assessedAt: '2026-11-01T09:00:00Z',
      })
      .on(api.savings.fundPortfolioGuide, { query: { riskLevel: 3 } }, GUIDE_3)
      .once(api.savings.createSavingsPlan, apiError('INTERNAL'))
      .on(api.savings.createSavingsPlan, { ...PLAN, accid: PENSION_ACCOUNT.accid });
    await renderWithApp(<Routed />, { path: autoStep('account') });

    await screen.findByRole('heading', { name: 'Step 1 of 7: Pension account' });
    const select = screen.getByRole('combobox', { name: 'Pension account to save into' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Private pension 9100-20002',
    ]);
    await next();

    await screen.findByRole('heading', { name: 'Step 2 of 7: Amount' });
    expect(screen.getByText(/You can still pay in SEK\s?1,000.00 this year|1,000.00/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount a month (SEK)' }), '5000');
    expect(await screen.findByText(/more than the .* you can still pay in/)).toBeTruthy();
    await next();

    await screen.findByRole('heading', { name: 'Step 3 of 7: Risk level' });
    expect((screen.getByRole('radio', { name: /^3/ }) as HTMLInputElement).checked).toBe(true);
    await next();

    await screen.findByRole('heading', { name: 'Step 4 of 7: Funds' });
    expect(
      ((await screen.findByRole('textbox', { name: /Havn Nordic Corporate Bond/ })) as HTMLInputElement)
        .value,
    ).toBe('60');
    await next();

    await screen.findByRole('heading', { name: 'Step 5 of 7: Bank account' });
    expect(screen.getByRole('combobox', { name: /Bank account/ })).toBeTruthy();
    await next();
    await screen.findByRole('heading', { name: 'Step 6 of 7: Day of the month' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day of the month' }), '10');
    await next();

    await screen.findByRole('heading', { name: 'Step 7 of 7: Summary' });
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Start the plan' }));
    await screen.findByText(/Your monthly saving into Private pension 9100-20002 is set up/);

    const calls = stub.calls(api.savings.createSavingsPlan);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({
      accid: PENSION_ACCOUNT.accid,
      amount: '5000',
      dayOfMonth: 10,
      source: 'DIRECT_DEBIT',
      payoutAccountId: PAYOUT.id,
      allocations: [
        { instrumentId: 1362, percent: 60 },
        { instrumentId: 1032, percent: 40 },
      ],
    });
    // The retry of a failed attempt is the same plan: the same key.
    expect(calls[1]!.headers['idempotency-key']).toBe(calls[0]!.headers['idempotency-key']);
  });

  it('chooses the pension account just opened when it comes with the address', async () => {
    window.sessionStorage.setItem(
      'havn.savings.pension-auto',
      JSON.stringify({ accid: PENSION_ACCOUNT.accid }),
    );
    const second: Account = { ...PENSION_ACCOUNT, accid: '20004', accountNumber: '9100-20004' };
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [PENSION_ACCOUNT, second])
      .on(api.accountsAndMoney.payoutAccounts, [])
      .on(api.accountsAndMoney.mandates, [])
      .on(api.accountsAndMoney.customer.riskProfile, NO_PROFILE);
    await renderWithApp(<Routed />, { path: `${autoStep('account')}?account=20004` });
    const select = await screen.findByRole('combobox', { name: 'Pension account to save into' });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('20004'));
  });

  it('sends to a new pension account when the customer has none to pay into', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, EMPLOYER_ACCOUNT])
      .on(api.accountsAndMoney.payoutAccounts, [])
      .on(api.accountsAndMoney.mandates, [])
      .on(api.accountsAndMoney.customer.riskProfile, NO_PROFILE);
    await renderWithApp(<Routed />, { path: autoStep('account') });
    await screen.findByText('You have no pension account you pay into yourself yet.');
    expect(screen.getByRole('link', { name: 'Open a pension account' }).getAttribute('href')).toBe(
      newStep('start'),
    );
  });

  it('asks for a bank account to collect from when there is none', async () => {
    window.sessionStorage.setItem(
      'havn.savings.pension-auto',
      JSON.stringify({
        accid: PENSION_ACCOUNT.accid,
        amount: '100',
        riskLevel: 3,
        filledFor: 3,
        allocations: [{ instrumentId: 1362, name: 'Havn Nordic Corporate Bond', percent: '100' }],
      }),
    );
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [PENSION_ACCOUNT])
      .on(api.accountsAndMoney.payoutAccounts, [])
      .on(api.accountsAndMoney.mandates, [])
      .on(api.accountsAndMoney.customer.riskProfile, NO_PROFILE);
    await renderWithApp(<Routed />, { path: autoStep('bank-account') });
    await screen.findByRole('heading', { name: 'Step 5 of 7: Bank account' });
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toBeTruthy();
    await next();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /You have no bank account we can collect from/,
    );
  });
});
