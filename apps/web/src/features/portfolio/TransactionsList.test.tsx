import { type AccountTransactionView, api } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import type { TransactionFilter } from '../trading/queries.ts';
import { TransactionFilters } from './TransactionFilters.tsx';
import { TransactionsList } from './TransactionsList.tsx';

const row = (fields: Partial<AccountTransactionView>): AccountTransactionView => ({
  id: '1',
  type: 'BUY',
  time: '2026-05-04T08:00:00.000Z',
  amount: '-2500.00',
  fee: '1.00',
  total: '-2501.00',
  currency: 'SEK',
  instrumentId: 1001,
  instrumentName: 'Volvo B',
  volume: 10,
  price: '250.00',
  priceCurrency: 'SEK',
  orderId: 'o-1',
  fxRate: null,
  ...fields,
});

/** Volvo B's dividend on 100 shares, and Apple's in dollars paid into kronor. */
const VOLVO_DIVIDEND = row({
  id: '2',
  type: 'DIVIDEND',
  time: '2026-05-06T06:00:00.000Z',
  amount: '750.00',
  fee: '0.00',
  total: '750.00',
  volume: 100,
  price: '7.50',
  orderId: null,
});
const APPLE_DIVIDEND = row({
  id: '3',
  type: 'DIVIDEND',
  time: '2026-05-14T06:00:00.000Z',
  amount: '26.00',
  fee: '0.00',
  total: '26.00',
  instrumentId: 2001,
  instrumentName: 'Apple',
  volume: 10,
  price: '0.26',
  priceCurrency: 'USD',
  orderId: null,
  fxRate: '10.000000',
});

function Transactions() {
  const [filter, setFilter] = useState<TransactionFilter>({});
  return (
    <>
      <TransactionFilters value={filter} onChange={setFilter} />
      <TransactionsList accid="7" site="en" filter={filter} />
    </>
  );
}

describe('dividends among the transactions', () => {
  it('reads a dividend as its amount a share on the units held, not as a trade, and filters to them', async () => {
    const stub = stubApi()
      .on(
        api.accountsAndMoney.transactions,
        { query: { types: 'DIVIDEND' } },
        {
          transactions: [APPLE_DIVIDEND, VOLVO_DIVIDEND],
          nextCursor: null,
        },
      )
      .on(api.accountsAndMoney.transactions, {
        transactions: [APPLE_DIVIDEND, VOLVO_DIVIDEND, row({})],
        nextCursor: null,
      });
    await renderWithApp(<Transactions />);
    const table = await screen.findByRole('table');
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows()[1]).toContain('DividendSEK 7.50 per share on 100 Volvo B');
    expect(rows()[0]).toContain('DividendUS$0.26 per share on 10 Apple (rate 10.000000 SEK/USD)');
    expect(rows()[2]).toContain('Buy10 Volvo B at SEK 250.00');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Dividend');
    await screen.findByText(/SEK 7.50 per share/);
    const last = stub.calls(api.accountsAndMoney.transactions).at(-1);
    expect(last?.query.types).toBe('DIVIDEND');
  });
});
