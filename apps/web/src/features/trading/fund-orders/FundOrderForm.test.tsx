import { api } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, networkError, stubApi } from '../../../lib/testing/stub-api.ts';
import { type FundInstrument, FundOrderForm } from './FundOrderForm.tsx';
import { AVANZA_GLOBAL as AVANZA_GLOBAL_FUND, fundOrder, ISK, NOW, position } from './fixtures.ts';

/** The fund as the ticket takes it. */
const AVANZA_GLOBAL: FundInstrument = {
  id: AVANZA_GLOBAL_FUND.id,
  name: AVANZA_GLOBAL_FUND.name,
  type: 'FUND',
  market: { id: 'XSTO' },
  country: 'SE',
  tradable: true,
};
const REGISTERED = fundOrder('0b6e6900-0000-4000-8000-000000000002', { amount: '1000.50' });

/** Accounts and the fund holding answer; each fund order takes the next answer of `orders`, then the network fails. */
function stubFundTrading(orders: Answer<typeof api.trading.placeFundOrder>[], heldUnits = 3.1992) {
  const stub = stubApi()
    .on(api.accountsAndMoney.listAccounts, [ISK])
    .on(api.portfolio.positions, [
      position(AVANZA_GLOBAL_FUND, heldUnits, '1000.00', { averagePrice: '312.57', lastPrice: '312.57' }),
    ])
    .on(api.trading.placeFundOrder, { params: { accid: '7' } }, networkError);
  for (const answer of orders) stub.once(api.trading.placeFundOrder, answer);
  const sent = () => stub.calls(api.trading.placeFundOrder);
  return {
    get keys() {
      return sent().map((call) => call.headers['idempotency-key'] ?? null);
    },
    get bodies() {
      return sent().map((call) => call.body);
    },
  };
}

async function renderTicket(side: 'BUY' | 'SELL' = 'BUY', fund = AVANZA_GLOBAL) {
  const user = userEvent.setup();
  await renderWithApp(<FundOrderForm instrument={fund} initialSide={side} site="en" />);
  await screen.findByLabelText('Account');
  return user;
}

/** Intl puts no-break spaces in money and times. */
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

beforeEach(() => {
  // Only the date: the ticket's half-minute clock and the user's typing run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW); // before the fund's 13:00 cut-off
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the fund ticket', () => {
  it('says the price is the next NAV, with the cut-off in the market’s time and the trade date', async () => {
    stubFundTrading([]);
    await renderTicket();
    expect(
      screen.getByText('Priced at the next NAV: the price is not known when you place the order'),
    ).toBeTruthy();
    await waitFor(() => expect(text('fund-cut-off')).toBe('Tue 24 Nov, 13:00 CET'));
    expect(text('fund-trade-date')).toBe('24 Nov 2026');
    expect(screen.getByText('You can cancel the order until the cut-off.')).toBeTruthy();
    expect(screen.getByText('At least SEK 100.00.')).toBeTruthy();
  });

  it('after the cut-off on a Friday, names Monday’s cut-off and trade date', async () => {
    stubFundTrading([]);
    // Friday 27 November 2026, 14:00 in Stockholm: past 13:00, so Monday's NAV.
    vi.setSystemTime('2026-11-27T13:00:00Z');
    await renderTicket();
    await waitFor(() => expect(text('fund-cut-off')).toBe('Mon 30 Nov, 13:00 CET'));
    expect(text('fund-trade-date')).toBe('30 Nov 2026');
  });

  it('times a Norwegian fund by Oslo’s 08:30 cut-off', async () => {
    stubFundTrading([]);
    await renderTicket('BUY', {
      ...AVANZA_GLOBAL,
      id: 3003,
      name: 'KLP AksjeGlobal',
      market: { id: 'XOSL' },
      country: 'NO',
    });
    // 10:00 in Oslo is past 08:30: Wednesday's NAV.
    await waitFor(() => expect(text('fund-cut-off')).toBe('Wed 25 Nov, 08:30 CET'));
    expect(text('fund-trade-date')).toBe('25 Nov 2026');
  });

  it('checks the amount before sending anything and takes the reader to the field', async () => {
    const trading = stubFundTrading([]);
    const user = await renderTicket();
    await user.click(screen.getByRole('button', { name: 'Place fund purchase' }));
    expect(await screen.findByText('Enter an amount.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Amount (SEK)')));
    await user.type(screen.getByLabelText('Amount (SEK)'), '99,50');
    expect(screen.getByText('The smallest purchase is SEK 100.00.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount (SEK)'));
    await user.type(screen.getByLabelText('Amount (SEK)'), '6000');
    expect(screen.getByText('The amount is more than your buying power.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place fund purchase' }));
    expect(trading.keys).toEqual([]);
  });

  it('buys for an amount and shows the server’s receipt, its heading taking focus', async () => {
    const trading = stubFundTrading([REGISTERED]);
    const user = await renderTicket();
    await user.type(screen.getByLabelText('Amount (SEK)'), '1 000,50');
    await user.click(screen.getByRole('button', { name: 'Place fund purchase' }));
    const heading = await screen.findByRole('heading', { name: 'Fund order placed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(trading.bodies).toEqual([{ instrumentId: 2002, side: 'BUY', amount: '1000.50' }]);
    expect(screen.getByText('Buy Avanza Global for SEK 1,000.50.')).toBeTruthy();
    expect(screen.getByTestId('fund-order-state').textContent).toBe('Registered');
    expect(screen.getByText('24 Nov 2026')).toBeTruthy();
    expect(
      screen.getByText('Tue 24 Nov, 13:00 CET', { normalizer: (s) => s.replace(/\s/g, ' ') }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your fund orders' }).getAttribute('href')).toBe(
      '/en/orders-trades',
    );
  });

  it('reuses the idempotency key when the same order is sent again after a network failure', async () => {
    const trading = stubFundTrading([networkError, REGISTERED]);
    const user = await renderTicket();
    await user.type(screen.getByLabelText('Amount (SEK)'), '1000.50');
    await user.click(screen.getByRole('button', { name: 'Place fund purchase' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await user.click(screen.getByRole('button', { name: 'Place fund purchase' }));
    await screen.findByRole('heading', { name: 'Fund order placed' });
    const keys = trading.keys;
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a refusal about the amount under it, and sends a new key after a definite refusal', async () => {
    const trading = stubFundTrading([
      apiError('INSUFFICIENT_BUYING_POWER'),
      apiError('KYC_REFRESH_REQUIRED'),
    ]);
    const user = await renderTicket();
    const amount = screen.getByLabelText('Amount (SEK)');
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: 'Place fund purchase' }));
    expect(
      await screen.findByText('You do not have enough buying power for this order, including the fee.'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    await user.click(screen.getByRole('button', { name: 'Place fund purchase' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Please answer the customer questions again before you trade or withdraw money.',
    );
    expect(new Set(trading.keys).size).toBe(2);
  });

  it('sells units to four decimals of what the account holds, or all of them', async () => {
    const trading = stubFundTrading([
      { ...REGISTERED, side: 'SELL', amount: null, units: '1.25' },
      { ...REGISTERED, side: 'SELL', amount: null, units: '3.1992', all: true },
    ]);
    const user = await renderTicket('SELL');
    expect((await screen.findByTestId('fund-units-held')).textContent).toBe('Units held: 3.1992');
    // Selling to buy another fund is a switch, on its own page, the account and the fund chosen.
    expect(screen.getByRole('link', { name: 'Switch to another fund' }).getAttribute('href')).toBe(
      '/en/fund-swap-orders?accid=7&from=2002',
    );
    await user.type(screen.getByLabelText('Number of units'), '3,2');
    await user.click(screen.getByRole('button', { name: 'Place fund sale' }));
    expect(await screen.findByText('That is more than the units you can sell (3.1992).')).toBeTruthy();
    await user.clear(screen.getByLabelText('Number of units'));
    await user.type(screen.getByLabelText('Number of units'), '1,25');
    await user.click(screen.getByRole('button', { name: 'Place fund sale' }));
    expect(await screen.findByText('Sell 1.25 units of Avanza Global.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place another fund order' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sell all units' }));
    expect(screen.queryByLabelText('Number of units')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place fund sale' }));
    expect(await screen.findByText('Sell all units of Avanza Global.')).toBeTruthy();
    expect(trading.bodies).toEqual([
      { instrumentId: 2002, side: 'SELL', units: '1.25' },
      { instrumentId: 2002, side: 'SELL', all: true },
    ]);
  });

  it('has nothing to sell from an account without the fund', async () => {
    const trading = stubFundTrading([], 0);
    const user = await renderTicket('SELL');
    expect((await screen.findByTestId('fund-units-held')).textContent).toBe('Units held: 0');
    expect(screen.queryByRole('link', { name: 'Switch to another fund' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Sell all units' }));
    await user.click(screen.getByRole('button', { name: 'Place fund sale' }));
    expect(await screen.findByText('This account holds no units of this fund.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Sell all units' })),
    );
    expect(trading.bodies).toEqual([]);
  });
});
