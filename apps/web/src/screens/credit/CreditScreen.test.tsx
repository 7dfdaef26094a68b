import { api, type CreditView } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AF, ISK } from '../../features/accounts-and-money/fixtures.ts';
import { pageFor, pagePath } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import CreditScreen from './CreditScreen.tsx';

const path = pagePath('credit', 'en');
const LINE = {
  id: '0b5f3c1e-0000-4000-8000-000000000001',
  status: 'ACTIVE' as const,
  creditLimit: '50000.00',
  currency: 'SEK',
  createdAt: '2026-11-30T09:00:00.000Z',
};
const view = (fields: Partial<CreditView> = {}): CreditView => ({
  accid: ISK.accid,
  currency: 'SEK',
  offered: true,
  terms: {
    currency: 'SEK',
    minLimit: '10000.00',
    maxLimit: '5000000.00',
    rates: [{ upTo: null, percent: '4.45' }],
  },
  line: null,
  holdings: [
    { instrumentId: 1, name: 'Volvo B', marketValue: '50000.00', percent: 30, lendingValue: '15000.00' },
    { instrumentId: 2, name: 'Turbo Long', marketValue: '2000.00', percent: 0, lendingValue: '0.00' },
  ],
  lendingValue: '15000.00',
  diversified: false,
  standing: {
    loan: '0.00',
    borrowingCap: '0.00',
    room: '0.00',
    buyingPower: '5000.00',
    state: 'NO_LOAN',
    shortfall: '0.00',
  },
  ratePercent: '4.45',
  interestThisMonth: '0.00',
  marginCall: null,
  ...fields,
});

beforeEach(() => window.sessionStorage.clear());

describe('the securities lending page', () => {
  it('shows what each holding lends, asks for a limit within the range with the terms accepted, and shows the granted line', async () => {
    const granted = view({
      line: LINE,
      standing: { ...view().standing, borrowingCap: '15000.00', room: '15000.00', buyingPower: '20000.00' },
    });
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, AF])
      .once(api.credit.securitiesLending.credit, view())
      .on(api.credit.securitiesLending.credit, granted)
      .on(api.credit.securitiesLending.openCreditLine, LINE);
    const user = userEvent.setup();
    await renderWithApp(<CreditScreen page={pageFor(path)} />, { path });
    expect(await screen.findByText('Worth SEK 50,000.00 · lends 30 %')).toBeTruthy();
    expect(screen.getByText('You are not borrowing anything.')).toBeTruthy();
    expect(screen.getByText('Credit limit').nextElementSibling?.textContent).toBe('None yet');

    const sign = screen.getByRole('button', { name: 'Apply and sign with eID' });
    await user.type(screen.getByLabelText('Credit limit (SEK)'), '5000');
    await user.click(sign);
    expect(await screen.findByText('Enter a whole amount within the range.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Credit limit (SEK)'));
    await user.type(screen.getByLabelText('Credit limit (SEK)'), '50 000');
    await user.click(sign);
    expect(await screen.findByText('Tick the box to accept the terms.')).toBeTruthy();
    expect(stub.calls(api.credit.securitiesLending.openCreditLine)).toHaveLength(0);

    await user.click(screen.getByLabelText('I have read the terms and want the credit limit'));
    await user.click(sign);
    expect(await screen.findByText(/Your credit limit is SEK\s?50,000\.00, granted on/)).toBeTruthy();
    const [call] = stub.calls(api.credit.securitiesLending.openCreditLine);
    expect(call!.body).toEqual({ creditLimit: '50000' });
    expect(call!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Buying power').nextElementSibling?.textContent).toMatch(/20,000\.00/);
  });

  it('says when prices fell below the loan, with the shortfall and a way to deposit, and ends a line only when asked twice', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(
        api.credit.securitiesLending.credit,
        view({
          line: LINE,
          marginCall: { shortfall: '3000.00', deadline: '2026-12-01T11:00:00.000Z' },
          standing: {
            loan: '12000.00',
            borrowingCap: '9000.00',
            room: '0.00',
            buyingPower: '0.00',
            state: 'OVER_LEVERAGED',
            shortfall: '3000.00',
          },
        }),
      );
    await renderWithApp(<CreditScreen page={pageFor(path)} />, { path });
    expect(await screen.findByText(/Your loan is SEK\s?3,000\.00 more than your holdings lend/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toBeTruthy();
    expect(screen.getByText(/Cover it by .*1 Dec 2026.*, or we will sell holdings for you\./)).toBeTruthy();
    // Borrowing: the line cannot end yet.
    expect(screen.getByText('You can end the credit limit once nothing is borrowed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End the credit limit' })).toBeNull();
  });

  it('ends a line with nothing borrowed after a second question', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .once(api.credit.securitiesLending.credit, view({ line: LINE }))
      .on(api.credit.securitiesLending.credit, view())
      .on(api.credit.securitiesLending.closeCreditLine, null);
    const user = userEvent.setup();
    await renderWithApp(<CreditScreen page={pageFor(path)} />, { path });
    await user.click(await screen.findByRole('button', { name: 'End the credit limit' }));
    expect(stub.calls(api.credit.securitiesLending.closeCreditLine)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, end it' }));
    await waitFor(() => expect(stub.calls(api.credit.securitiesLending.closeCreditLine)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Apply and sign with eID' })).toBeTruthy();
  });

  it('changes the limit: never below the loan nor to the same, cancelled, then sent with a key and shown', async () => {
    const borrowing = {
      ...view().standing,
      loan: '12000.00',
      borrowingCap: '15000.00',
      room: '3000.00',
      state: 'IN_USE' as const,
    };
    const lowered = { ...LINE, creditLimit: '20000.00', createdAt: '2026-12-01T09:00:00.000Z' };
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .once(api.credit.securitiesLending.credit, view({ line: LINE, standing: borrowing }))
      .on(api.credit.securitiesLending.credit, view({ line: lowered, standing: borrowing }))
      .on(api.credit.securitiesLending.changeCreditLimit, lowered);
    const user = userEvent.setup();
    await renderWithApp(<CreditScreen page={pageFor(path)} />, { path });
    await user.click(await screen.findByRole('button', { name: 'Change the limit' }));
    const limit = screen.getByLabelText('Credit limit (SEK)') as HTMLInputElement;
    expect(limit.value).toBe('50000');
    const sign = screen.getByRole('button', { name: 'Change and sign with eID' });
    await user.click(sign);
    expect(await screen.findByText('This is your limit already. Enter a different amount.')).toBeTruthy();
    await user.clear(limit);
    await user.type(limit, '11000');
    await user.click(sign);
    expect(
      await screen.findByText(/^You are borrowing SEK\s?12,000\.00: the limit cannot be lower than that\.$/),
    ).toBeTruthy();
    // Cancelled: the form closes and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Credit limit (SEK)')).toBeNull();
    expect(stub.calls(api.credit.securitiesLending.changeCreditLimit)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Change the limit' }));
    await user.clear(screen.getByLabelText('Credit limit (SEK)'));
    await user.type(screen.getByLabelText('Credit limit (SEK)'), '20 000');
    await user.click(screen.getByLabelText('I have read the terms and want the new credit limit'));
    await user.click(screen.getByRole('button', { name: 'Change and sign with eID' }));
    expect(await screen.findByText(/^Your credit limit is now SEK\s?20,000\.00\.$/)).toBeTruthy();
    const [call] = stub.calls(api.credit.securitiesLending.changeCreditLimit);
    expect(call!.body).toEqual({ creditLimit: '20000' });
    expect(call!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/Your credit limit is SEK\s?20,000\.00, granted on/)).toBeTruthy();
  });

  it('explains an account it does not lend against', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.credit.securitiesLending.credit, view({ offered: false, terms: null, ratePercent: null }));
    await renderWithApp(<CreditScreen page={pageFor(path)} />, { path });
    expect(await screen.findByText(/We do not lend against this kind of account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply and sign with eID' })).toBeNull();
  });
});
