import { api, type FundOrderView } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localTimeZone } from '../../../lib/format.ts';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { FundOrders } from './FundOrderList.tsx';
import { AF, AVANZA_GLOBAL, fundOrder, ISK, NOW } from './fixtures.ts';
import { formatMarketTime } from './fund-order-format.ts';

const BUY = fundOrder('0b6e6900-0000-4000-8000-00000000000a', {});
const SOLD = fundOrder('0b6e6900-0000-4000-8000-00000000000b', {
  accid: '8',
  side: 'SELL',
  state: 'SETTLED',
  amount: null,
  units: '3.1992',
  nav: '312.57',
  settledAmount: '999.97',
  cutOff: '2026-11-20T12:00:00.000Z',
  estimatedTradeDate: '2026-11-20',
  createdAt: '2026-11-20T08:00:00Z',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const items = () => screen.getAllByTestId('fund-order');

describe('the fund orders list', () => {
  it('shows every account’s fund orders, newest first, with what they ask, state, trade date and cut-off', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, AF])
      .on(api.trading.listFundOrders, { params: { accid: '7' } }, [BUY])
      .on(api.trading.listFundOrders, { params: { accid: '8' } }, [SOLD])
      .on(api.marketData.instrument, AVANZA_GLOBAL);
    await renderWithApp(<FundOrders site="en" />);
    await screen.findByRole('heading', { level: 2, name: 'Fund orders' });
    await waitFor(() => expect(items()).toHaveLength(2));
    await within(items()[0]!).findByRole('link', { name: 'Avanza Global' });
    const [first, second] = items().map((item) => item.textContent?.replace(/\s/g, ' ') ?? '');
    expect(first).toContain('Avanza Global');
    expect(first).toContain('Registered');
    expect(first).toContain('Buy for SEK 1,000.00');
    expect(first).toContain('Estimated trade date24 Nov 2026');
    // In the reader's own time, its zone named (the ticket tells the market's).
    const cutOff = formatMarketTime(BUY.cutOff, 'en', localTimeZone()).replace(/\s/g, ' ');
    expect(first).toContain(`Cut-off${cutOff}`);
    expect(second).toContain('Settled');
    expect(second).toContain('Sell 3.1992 units');
    expect(second).toContain('Priced3.1992 units at SEK 312.57');
    expect(first).toContain('AccountInvestment savings account (ISK) 9001-7');
    expect(second).toContain('AccountSecurities account (AF) 9001-8');
    // Only the registered order before its cut-off can be cancelled; its button names the fund.
    expect(within(items()[0]!).getByRole('button', { name: 'Cancel order Avanza Global' })).toBeTruthy();
    expect(within(items()[1]!).queryByRole('button')).toBeNull();
  });

  it('cancels a registered order and says so, focus on the confirmation', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.trading.listFundOrders, { params: { accid: '7' } }, [BUY])
      .on(api.marketData.instrument, AVANZA_GLOBAL)
      .on(api.trading.cancelFundOrder, null);
    const user = userEvent.setup();
    await renderWithApp(<FundOrders site="en" />);
    const cancel = await screen.findByRole('button', { name: 'Cancel order Avanza Global' });
    stub.on(api.trading.listFundOrders, { params: { accid: '7' } }, [{ ...BUY, state: 'CANCELLED' }]);
    await user.click(cancel);
    const done = await screen.findByText('Fund order cancelled.');
    await waitFor(() => expect(document.activeElement).toBe(done.closest('.alert')));
    expect(stub.calls(api.trading.cancelFundOrder).map((call) => call.params)).toEqual([
      { accid: '7', id: BUY.id },
    ]);
    await waitFor(() => expect(items()[0]?.textContent).toContain('Cancelled'));
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('offers no cancel once the cut-off has passed, though the order is still registered', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.trading.listFundOrders, { params: { accid: '7' } }, [BUY])
      .on(api.marketData.instrument, AVANZA_GLOBAL);
    vi.setSystemTime('2026-11-24T12:00:00Z');
    await renderWithApp(<FundOrders site="en" />);
    await waitFor(() => expect(items()[0]?.textContent).toContain('Registered'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why the server refused a cancel', async () => {
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.trading.listFundOrders, { params: { accid: '7' } }, [BUY])
      .on(api.marketData.instrument, AVANZA_GLOBAL)
      .on(api.trading.cancelFundOrder, apiError('FUND_ORDER_NOT_CANCELLABLE'));
    const user = userEvent.setup();
    await renderWithApp(<FundOrders site="en" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order Avanza Global' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This fund order has passed its cut-off and can no longer be cancelled.',
    );
  });

  it('waits for the orders, then says when there are none', async () => {
    const orders = deferred<FundOrderView[]>();
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK])
      .on(api.trading.listFundOrders, () => orders.promise);
    await renderWithApp(<FundOrders site="en" />);
    expect(await screen.findByText('Loading…')).toBeTruthy();
    orders.resolve([]);
    expect(await screen.findByText('No fund orders yet.')).toBeTruthy();
  });
});
