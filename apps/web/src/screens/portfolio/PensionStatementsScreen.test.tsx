import { type Account, api, type PensionStatementView } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyAccount } from '../../features/accounts-and-money/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import PensionStatementsScreen from './PensionStatementsScreen.tsx';

const account = (accid: string, accountType: Account['accountType'], currency = 'NOK') =>
  emptyAccount(accid, accountType, { country: 'NO', currency });

const statement = (year: number, fields: Partial<PensionStatementView> = {}): PensionStatementView => ({
  accid: '8',
  accountType: 'IPS',
  accountNumber: '9001-8',
  year,
  firstYear: 2024,
  currency: 'NOK',
  preliminary: false,
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  startValue: '100000.00',
  endValue: '130000.00',
  paidIn: { customer: '20000.00', employer: '0.00', total: '20000.00' },
  movedIn: '5000.00',
  payouts: '0.00',
  returnAmount: '5000.00',
  returnPercent: '2.90',
  fees: '29.00',
  fundCosts: [
    {
      instrumentId: 3,
      name: 'Havn Global Index',
      ongoingChargePercent: '0.20',
      value: '80000.00',
      estimatedCost: '160.00',
    },
  ],
  tax: null,
  contributionCap: { cap: '25000.00', used: '20000.00', room: '5000.00' },
  payoutAge: 62,
  ...fields,
});

const path = '/en/pension/statements';

describe('pension statements', () => {
  it('shows the chosen account’s year: values, who paid in, costs and the cap; another year is asked for', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [account('7', 'ASK'), account('8', 'IPS')])
      .on(api.pension.statement, ({ query }) => statement(Number(query?.year)));
    const user = userEvent.setup();
    await renderWithApp(<PensionStatementsScreen page={pageFor(`${path}?year=2025`)} />, {
      path: `${path}?year=2025`,
    });
    expect(await screen.findByRole('heading', { name: /Statement 2025/ })).toBeTruthy();
    // Only the pension account is offered.
    const picker = screen.getByLabelText('Pension account') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['8']);
    const flows = screen.getByTestId('statement-flows');
    expect(within(flows).getByText('Paid in by you').nextElementSibling?.textContent).toMatch(/20,000\.00/);
    expect(within(flows).getByText('Moved in from other providers').nextElementSibling?.textContent).toMatch(
      /5,000\.00/,
    );
    expect(screen.getByText('None booked by Havn')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Havn Global Index' })).toBeTruthy();
    expect(within(screen.getByTestId('statement-cap')).getByText('Left to pay in')).toBeTruthy();
    expect(screen.getByText('Payouts can start from age 62.')).toBeTruthy();
    const years = screen.getByLabelText('Year') as HTMLSelectElement;
    expect([...years.options].map((o) => o.value).at(-1)).toBe('2024');

    await user.selectOptions(years, '2024');
    await waitFor(() => expect(screen.getByRole('heading', { name: /Statement 2024/ })).toBeTruthy());
    expect(stub.calls(api.pension.statement).at(-1)?.query).toMatchObject({ accid: '8', year: '2024' });
  });

  it('says there is no yearly cap for an occupational pension, and the employer’s part', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [account('9', 'OCCUPATIONAL_PENSION', 'SEK')])
      .on(
        api.pension.statement,
        statement(2025, {
          accid: '9',
          accountType: 'OCCUPATIONAL_PENSION',
          currency: 'SEK',
          paidIn: { customer: '0.00', employer: '4500.00', total: '4500.00' },
          contributionCap: null,
          fundCosts: [],
          payoutAge: 55,
        }),
      );
    await renderWithApp(<PensionStatementsScreen page={pageFor(`${path}?year=2025`)} />, {
      path: `${path}?year=2025`,
    });
    expect(await screen.findByText('This account type has no yearly cap on contributions.')).toBeTruthy();
    expect(screen.getByText('Paid in by your employer').nextElementSibling?.textContent).toMatch(/4,500\.00/);
  });

  it('shows the server’s refusal in the reader’s language', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [account('8', 'IPS')])
      .on(api.pension.statement, apiError('STATEMENT_YEAR_OUT_OF_RANGE'));
    await renderWithApp(<PensionStatementsScreen page={pageFor(path)} />, { path });
    expect(
      await screen.findByText(
        /There is no statement for that year: choose a year from the one the account opened/,
      ),
    ).toBeTruthy();
  });

  it('leads a customer without a pension account to open one', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [account('7', 'ASK')]);
    await renderWithApp(<PensionStatementsScreen page={pageFor(path)} />, { path });
    const empty = (await screen.findByText('You have no pension account yet.')).closest(
      '.card',
    ) as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Open a pension account' }).getAttribute('href')).toBe(
      '/en/pension/savings/new/start',
    );
  });
});
