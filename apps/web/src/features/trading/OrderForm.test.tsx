import { api, type ResponseOf } from '@havn/contract/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, networkError, stubApi } from '../../lib/testing/stub-api.ts';
import { OrderForm } from './OrderForm.tsx';

const ACCOUNT: ResponseOf<typeof api.accountsAndMoney.listAccounts>[number] = {
  accid: '7',
  accountNumber: '9001-7',
  accountType: 'ISK',
  country: 'SE',
  isDefault: true,
  depositRoom: null,
  requiredAction: null,
  alias: null,
  currency: 'SEK',
  cash: '10000.00',
  buyingPower: '10000.00',
  withdrawable: '10000.00',
  unsettled: '0.00',
};
const VOLVO = {
  id: 1001,
  name: 'Volvo B',
  currency: 'SEK',
  lotSize: 1,
  tradable: true,
  type: 'STOCK',
  market: { id: 'XSTO' },
};
const QUOTE = { bid: '249.50', ask: '250.00' };

const FILLED: ResponseOf<typeof api.trading.placeOrder> = {
  id: '0b6e6900-0000-4000-8000-000000000001',
  orderNumber: 1,
  accid: '7',
  instrumentId: 1001,
  side: 'BUY',
  orderType: 'MARKET',
  volume: 10,
  price: null,
  priceLimit: '262.50',
  triggerPrice: null,
  triggeredAt: null,
  currency: 'SEK',
  state: 'FILLED',
  filledVolume: 10,
  averageFillPrice: '250.00',
  reservedAmount: '0.00',
  fees: '39.00',
  accountCurrency: 'SEK',
  validUntil: '2026-01-02T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** Accounts and positions answer; each order call takes the next answer of `orders`, then the network fails. */
function stubTrading(orders: Answer<typeof api.trading.placeOrder>[]) {
  const stub = stubApi()
    .on(api.accountsAndMoney.listAccounts, [ACCOUNT])
    .on(api.portfolio.positions, [
      {
        instrumentId: 1001,
        name: 'Volvo B',
        symbol: 'VOLV B',
        isin: 'SE0000115446',
        volume: 4,
        reservedVolume: 0,
        averagePrice: '240.00',
        lastPrice: '250.00',
        marketValue: '1000.00',
        currency: 'SEK',
        unrealizedReturn: '40.00',
        unrealizedReturnPercent: '4.17',
        accountCurrency: 'SEK',
        marketValueInAccountCurrency: '1000.00',
        acquisitionCost: '999.00',
      },
    ])
    .on(api.trading.placeOrder, { params: { accid: '7' } }, networkError);
  for (const answer of orders) stub.once(api.trading.placeOrder, answer);
  const sent = () => stub.calls(api.trading.placeOrder);
  return {
    get keys() {
      return sent().map((call) => call.headers['idempotency-key'] ?? null);
    },
    get bodies() {
      return sent().map((call) => call.body);
    },
  };
}

async function renderForm(side: 'BUY' | 'SELL' = 'BUY') {
  const user = userEvent.setup();
  await renderWithApp(<OrderForm instrument={VOLVO} quote={QUOTE} initialSide={side} site="en" />);
  await screen.findByLabelText('Account');
  return user;
}

/** Intl puts a no-break space between currency and amount. */
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('the order form', () => {
  it('checks the quantity and the limit price before sending anything', async () => {
    const trading = stubTrading([]);
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(await screen.findByText('Enter a quantity.')).toBeTruthy();
    await user.type(screen.getByLabelText('Quantity'), '2.5');
    expect(screen.getByText('Enter a whole number greater than zero.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '100');
    expect(screen.getByText('The estimated total is more than your buying power.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '10');
    await user.click(screen.getByRole('radio', { name: 'Limit price' }));
    expect(screen.getByText('Enter a limit price.')).toBeTruthy();
    await user.type(screen.getByLabelText('Limit price (SEK)'), '0');
    expect(screen.getByText('Enter a price greater than zero, with at most six decimals.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Limit price (SEK)'));
    await user.type(screen.getByLabelText('Limit price (SEK)'), '250,03');
    expect(screen.getByText('At this price level, prices move in steps of 0.05.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(trading.keys).toEqual([]);
  });

  it('refuses to sell more than the account holds', async () => {
    stubTrading([]);
    const user = await renderForm('SELL');
    await screen.findByText('You can sell 4');
    await user.type(screen.getByLabelText('Quantity'), '5');
    await user.click(screen.getByRole('button', { name: 'Place sell order' }));
    expect(await screen.findByText('You can sell at most 4.')).toBeTruthy();
  });

  it('shows the estimated total with the commission from the price list', async () => {
    stubTrading([]);
    const user = await renderForm();
    await user.type(screen.getByLabelText('Quantity'), '10');
    // 10 × 250.00 at the ask = 2,500.00; 0.15 % is 3.75, so the 39.00 minimum applies.
    expect(text('order-value')).toBe('SEK 2,500.00');
    expect(text('order-fee')).toBe('SEK 39.00');
    expect(text('order-total')).toBe('SEK 2,539.00');
    await user.click(screen.getByRole('radio', { name: 'Limit price' }));
    await user.type(screen.getByLabelText('Limit price (SEK)'), '300,5');
    expect(text('order-total')).toBe('SEK 3,044.00');
  });

  it('maps every rejection to its message', async () => {
    stubTrading([apiError('INSUFFICIENT_BUYING_POWER'), apiError('MARKET_CLOSED')]);
    const user = await renderForm();
    await user.type(screen.getByLabelText('Quantity'), '10');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('INSUFFICIENT_BUYING_POWER');
    const first = alert.textContent;
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(first));
    expect(screen.getByRole('alert').textContent).not.toContain('MARKET_CLOSED');
  });

  it('reuses the idempotency key when the same order is sent again after a network failure', async () => {
    const trading = stubTrading([networkError, FILLED]);
    const user = await renderForm();
    await user.type(screen.getByLabelText('Quantity'), '10');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(await screen.findByText('Order placed')).toBeTruthy();
    expect(screen.getByText('Filled')).toBeTruthy();
    const keys = trading.keys;
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(trading.bodies[0]).toEqual({ instrumentId: 1001, side: 'BUY', orderType: 'MARKET', volume: 10 });
  });

  it('uses a new key for a changed order and after a definite rejection', async () => {
    const trading = stubTrading([networkError, apiError('PRICE_OUT_OF_BAND'), apiError('NOT_TRADABLE')]);
    const user = await renderForm();
    await user.type(screen.getByLabelText('Quantity'), '10');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '11');
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    await waitFor(() => expect(trading.keys).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place buy order' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    await waitFor(() => expect(trading.keys).toHaveLength(3));
    expect(new Set(trading.keys).size).toBe(3);
  });

  it('sends a limit order’s last day when one is chosen, within 30 days of today', async () => {
    const trading = stubTrading([{ ...FILLED, orderType: 'LIMIT', state: 'PENDING', price: '240.00' }]);
    const user = await renderForm();
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.click(screen.getByRole('radio', { name: 'Limit price' }));
    await user.type(screen.getByLabelText('Limit price (SEK)'), '240');
    const lastDay = screen.getByLabelText('Valid until (optional)');
    expect(screen.getByText('Leave empty to keep the order 30 days.')).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    const farAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    fireEvent.change(lastDay, { target: { value: farAhead } });
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(await screen.findByText('Choose a day from today up to 30 days ahead.')).toBeTruthy();
    expect(trading.bodies).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA');
    fireEvent.change(lastDay, { target: { value: tomorrow } });
    await user.click(screen.getByRole('button', { name: 'Place buy order' }));
    await waitFor(() => expect(trading.bodies).toHaveLength(1));
    expect(trading.bodies[0]).toEqual({
      instrumentId: 1001,
      side: 'BUY',
      orderType: 'LIMIT',
      volume: 2,
      price: '240',
      validUntil: tomorrow,
    });
  });

  it('places a stop-loss sell: a trigger is required, the limit after it optional', async () => {
    const trading = stubTrading([{ ...FILLED, side: 'SELL', orderType: 'STOP_LOSS', state: 'PENDING' }]);
    const user = await renderForm('SELL');
    await screen.findByText('You can sell 4');
    await user.type(screen.getByLabelText('Quantity'), '4');
    await user.click(screen.getByRole('radio', { name: 'Stop loss' }));
    expect(screen.getByText('Sells when the latest price falls to this level.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place sell order' }));
    expect(await screen.findByText('Enter a trigger price.')).toBeTruthy();
    await user.type(screen.getByLabelText('Trigger price (SEK)'), '230,02');
    expect(screen.getByText('At this price level, prices move in steps of 0.05.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Trigger price (SEK)'));
    await user.type(screen.getByLabelText('Trigger price (SEK)'), '230,50');
    expect(screen.getByLabelText('Limit price after trigger (SEK, optional)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place sell order' }));
    await waitFor(() => expect(trading.bodies).toHaveLength(1));
    expect(trading.bodies[0]).toEqual({
      instrumentId: 1001,
      side: 'SELL',
      orderType: 'STOP_LOSS',
      volume: 4,
      triggerPrice: '230.50',
    });
  });
});
