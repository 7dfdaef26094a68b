import {
  api,
  type FundTransferHoldingView,
  type FundTransferView,
  type ResponseOf,
} from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAccount } from '../../features/accounts-and-money/fixtures.ts';
import { useLocation } from '../../lib/navigation.tsx';
import { pageFor, pagePath } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import MoveSavingsScreen from './MoveSavingsScreen.tsx';

type Account = ResponseOf<typeof api.accountsAndMoney.listAccounts>[number];

/** The journey as the shell shows it: the page follows the address. */
function Routed() {
  const location = useLocation();
  return <MoveSavingsScreen page={pageFor(location.pathname, location.search)} />;
}

const step = (name: string) => pagePath('move-savings', 'en', { step: name });

const account = (accid: string, accountType: Account['accountType']) => emptyAccount(accid, accountType);
const ISK = account('7', 'ISK');
const PENSION = account('8', 'PRIVATE_PENSION');

const PROVIDERS = [
  { id: 'nordea', name: 'Nordea', country: 'SE', feePerFund: '150.00', feeCurrency: 'SEK' },
  { id: 'swedbank', name: 'Swedbank', country: 'SE', feePerFund: '39.00', feeCurrency: 'SEK' },
];
const holding = (fields: Partial<FundTransferHoldingView> & Pick<FundTransferHoldingView, 'id' | 'name'>) =>
  ({
    providerId: 'nordea',
    isin: 'SE0023471255',
    instrumentId: 1001,
    wrapper: 'ISK',
    units: '120.5000',
    value: '49682.15',
    acquisitionCost: '38752.08',
    currency: 'SEK',
    fee: '150.00',
    movable: true,
    receivingAccountTypes: ['ISK'],
    movingIn: null,
    ...fields,
  }) satisfies FundTransferHoldingView;
const GLOBAL = holding({ id: 'NDA-LFG-1', name: 'Länsförsäkringar Global Indexnära A' });
const STARS = holding({
  id: 'NDA-STARS-1',
  name: 'Nordea Swedish Stars icke-utd',
  instrumentId: null,
  movable: false,
  reason: 'NOT_AT_HAVN',
  receivingAccountTypes: [],
});
const NORDEN = holding({
  id: 'NDA-NORDEN-1',
  name: 'SEB Nordenfond',
  wrapper: 'DEPOT',
  movable: false,
  reason: 'SALE_AND_DEPOSIT',
  receivingAccountTypes: ['AF'],
});

const TRANSFER: FundTransferView = {
  id: '6f1c2a52-8f0e-4d4b-9d55-6a4f1d7c2e10',
  status: 'SENT',
  providerId: 'nordea',
  provider: 'Nordea',
  toAccid: ISK.accid,
  funds: [
    {
      holdingId: 'NDA-LFG-1',
      name: GLOBAL.name,
      isin: GLOBAL.isin,
      instrumentId: 1001,
      status: 'SENT',
      units: '120.5000',
      acquisitionCost: '38752.08',
      fee: '150.00',
      currency: 'SEK',
      rejectReason: null,
      completedAt: null,
    },
  ],
  steps: [
    { step: 'SIGNED', state: 'DONE', at: '2026-11-30T09:02:00Z' },
    { step: 'SENT', state: 'DONE', at: '2026-11-30T09:03:00Z' },
    { step: 'IN_TRANSFER', state: 'CURRENT', at: null },
    { step: 'COMPLETED', state: 'PENDING', at: null },
  ],
  fees: { SEK: '150.00' },
  signedAt: '2026-11-30T09:02:00Z',
  expectedBy: '2026-12-14',
  updatedAt: '2026-11-30T09:03:00Z',
};

const next = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

beforeEach(() => window.sessionStorage.clear());

describe('moving funds here', () => {
  it('asks for the provider, the authority and the account, shows which funds can move and why not, and signs with eID', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, PENSION])
      .on(api.fundTransfers.providers, PROVIDERS)
      .on(api.fundTransfers.holdings, [GLOBAL, STARS, NORDEN])
      .on(api.fundTransfers.start, apiError('STEP_UP_REQUIRED'))
      .on(api.identity.startEid, apiError('RATE_LIMITED', { retryAfterSeconds: 30 }));
    await renderWithApp(<Routed />, { path: step('choose-account') });

    await screen.findByRole('heading', { name: 'Step 1 of 3: Choose funds and account' });
    const providers = await screen.findByRole('group', { name: 'Where are your funds now?' });
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose the fund company or bank your funds are at now.',
    );
    expect(within(providers).getByText('Charges SEK 150.00 per fund moved')).toBeTruthy();
    await userEvent.click(within(providers).getByRole('radio', { name: /Nordea/ }));
    // Answered, the refusal goes.
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing is fetched before the authority is given.
    expect(stub.calls(api.fundTransfers.holdings)).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I give Havn the transfer authority at Nordea' }),
    );

    // A pension account is not offered: pensions have their own move.
    const accounts = await screen.findByRole('group', { name: 'Which Havn account should receive them?' });
    expect(within(accounts).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(within(accounts).getByRole('radio', { name: /9001-7/ }));
    const funds = await screen.findByRole('group', { name: 'Choose the funds to move' });
    await waitFor(() =>
      expect(stub.calls(api.fundTransfers.holdings).at(-1)?.query).toEqual({
        provider: 'nordea',
        toAccid: '7',
      }),
    );
    const stars = within(funds).getByRole('checkbox', { name: /Nordea Swedish Stars/ });
    expect((stars as HTMLInputElement).disabled).toBe(true);
    expect(stars.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Havn does not offer this fund/)).toBeTruthy();
    expect(screen.getByText(/that would be a sale there and a deposit here/)).toBeTruthy();
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose at least one fund that can be moved.',
    );
    await userEvent.click(within(funds).getByRole('checkbox', { name: /Länsförsäkringar Global/ }));
    await next();

    const summary = await screen.findByRole('heading', { name: 'Step 2 of 3: Summary' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByText('SEK 150.00, charged by Nordea')).toBeTruthy();
    expect(
      screen.getByText('While the funds move you cannot buy or sell them, here or at Nordea.'),
    ).toBeTruthy();
    expect(screen.getByText('Expected done by')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and move' }));
    await waitFor(() => expect(stub.calls(api.fundTransfers.start)).toHaveLength(1));
    const sent = stub.calls(api.fundTransfers.start)[0]!;
    expect(sent.body).toEqual({ provider: 'nordea', toAccid: '7', holdings: ['NDA-LFG-1'] });
    // The eID is asked for; its start fails here, and the customer is told.
    await waitFor(() => expect(stub.calls(api.identity.startEid)).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });

  it('confirms a signed transfer and lists it with its steps; without one it says how to start', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]).on(api.fundTransfers.list, [TRANSFER]);
    await renderWithApp(<Routed />, { path: `${step('confirmation')}?transfer=${TRANSFER.id}` });
    expect(
      (await screen.findByText(/your transfer from Nordea is signed and sent/)).textContent,
    ).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Funds from Nordea' });
    expect(
      within(card).getByText('These funds cannot be traded until they are in your account.'),
    ).toBeTruthy();
    const current = within(card)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Being moved');
  });

  it('says there are no transfers yet and links to the start', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]).on(api.fundTransfers.list, []);
    await renderWithApp(<Routed />, { path: step('confirmation') });
    expect(await screen.findByText('You have no fund transfers yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Move funds to Havn' }).getAttribute('href')).toBe(
      step('choose-account'),
    );
  });

  it('sends the summary without answers back to the first step', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]);
    await renderWithApp(<Routed />, { path: step('summary') });
    expect(await screen.findByText(/Some answers are missing/)).toBeTruthy();
  });
});
