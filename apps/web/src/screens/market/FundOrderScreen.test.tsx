import { api, type ResponseOf } from '@havn/contract/web';
import { build } from '@havn/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AF,
  AVANZA_GLOBAL,
  fundOrder,
  fundSale,
  ISK,
  NOW,
  position,
  VOLVO,
} from '../../features/trading/fund-orders/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, stubApi } from '../../lib/testing/stub-api.ts';
import FundOrderScreen from './FundOrderScreen.tsx';

type Account = ResponseOf<typeof api.accountsAndMoney.listAccounts>[number];
type Position = ResponseOf<typeof api.portfolio.positions>[number];

/** A Finnish osakesäästötili: shares only, never a fund. */
const AOT: Account = { ...ISK, accid: '9', accountNumber: '9001-9', accountType: 'AOT', country: 'FI' };
const QUOTE: ResponseOf<typeof api.marketData.quotes>['quotes'][number] = {
  instrumentId: AVANZA_GLOBAL.id,
  currency: 'SEK',
  last: '312.57',
  bid: '312.57',
  ask: '312.57',
  previousClose: '311.00',
  change: '1.57',
  changePercent: '0.50',
  dayOpen: '311.00',
  dayHigh: '312.57',
  dayLow: '311.00',
  volume: 0,
  turnover: '0',
  marketOpen: true,
  marketStatus: 'OPEN',
  time: '2026-11-23T17:00:00Z',
};

/** The fund, its quote and costs; the accounts and each account's holdings; fund orders answer `orders`. */
function stubFundPage({
  accounts = [ISK, AF],
  holdings = {},
  orders = [],
}: {
  accounts?: Account[];
  holdings?: Record<string, Position[]>;
  orders?: Answer<typeof api.trading.placeFundOrder>[];
} = {}) {
  const stub = stubApi()
    .on(api.marketData.instrument, { params: { instrumentId: String(AVANZA_GLOBAL.id) } }, AVANZA_GLOBAL)
    .on(api.marketData.instrument, { params: { instrumentId: String(VOLVO.id) } }, VOLVO)
    .on(api.marketData.quotes, { quotes: [QUOTE] })
    .on(api.marketData.costInfo, {
      instrumentId: AVANZA_GLOBAL.id,
      instrumentType: 'FUND',
      market: 'XSTO',
      currency: 'SEK',
      ongoingCharge: '0.40',
      schedules: [],
    })
    .on(api.accountsAndMoney.listAccounts, accounts);
  for (const account of accounts) {
    stub.on(api.portfolio.positions, { params: { accid: account.accid } }, holdings[account.accid] ?? []);
  }
  for (const answer of orders) stub.once(api.trading.placeFundOrder, answer);
  return {
    get bodies() {
      return stub
        .calls()
        .filter((call) => call.endpoint === api.trading.placeFundOrder)
        .map((call) => ({ accid: call.params.accid, body: call.body }));
    },
  };
}

async function renderPage(side: 'buy' | 'sell', accid?: string, fund = AVANZA_GLOBAL) {
  const path = build(
    side === 'buy' ? 'fund-buy' : 'fund-sell',
    { instrumentId: String(fund.id), instrumentName: 'avanza-global', ...(accid ? { accid } : {}) },
    'en',
  );
  const user = userEvent.setup();
  await renderWithApp(<FundOrderScreen page={pageFor(path)} />, { path });
  return user;
}

const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a fund’s buy page', () => {
  it('shows the fund with its NAV, date and fees, the account from the address, and buys after a review', async () => {
    const page = stubFundPage({ orders: [fundOrder('f-1', { accid: '8' })] });
    const user = await renderPage('buy', '8');
    await screen.findByRole('heading', { level: 1, name: 'Buy Avanza Global' });
    await waitFor(() => expect(text(screen.getByTestId('fund-nav'))).toBe('SEK 312.57 on 23 Nov 2026'));
    expect(screen.getByText('0.40 % a year')).toBeTruthy();
    expect(screen.getByText('Order fee')).toBeTruthy();
    // The account of the address is chosen; no Buy/Sell choice on a page that is one of them.
    const account = (await screen.findByLabelText('Account')) as HTMLSelectElement;
    expect(account.value).toBe('8');
    expect(screen.queryByRole('radio', { name: 'Sell' })).toBeNull();
    expect(text(screen.getByText('Buying power').nextElementSibling as HTMLElement)).toBe('SEK 5,000.00');
    await waitFor(() =>
      expect(text(screen.getByTestId('fund-timing-words'))).toBe(
        'Placed now, the order is priced at the NAV of 24 Nov 2026. You can cancel it until Tue 24 Nov, 13:00 CET.',
      ),
    );

    await user.type(screen.getByLabelText('Amount (SEK)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    // Nothing sent yet: the review says what would be, and takes focus.
    const review = await screen.findByRole('heading', { level: 2, name: 'Check your order' });
    await waitFor(() => expect(document.activeElement).toBe(review));
    expect(page.bodies).toEqual([]);
    expect(text(screen.getByTestId('fund-order-review-summary'))).toBe('Buy Avanza Global for SEK 1,000.00.');

    // Change goes back to the form with what was typed, focus on the button that led on.
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    const next = await screen.findByRole('button', { name: 'Review order' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect((screen.getByLabelText('Amount (SEK)') as HTMLInputElement).value).toBe('1000');

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirm purchase' }));
    const receipt = await screen.findByRole('heading', { level: 2, name: 'Fund order placed' });
    await waitFor(() => expect(document.activeElement).toBe(receipt));
    expect(page.bodies).toEqual([
      { accid: '8', body: { instrumentId: AVANZA_GLOBAL.id, side: 'BUY', amount: '1000' } },
    ]);
    expect(screen.getByRole('link', { name: 'See your fund orders' }).getAttribute('href')).toBe(
      '/en/orders-trades',
    );
  });

  it('offers only the accounts that may hold the fund, and says so when none may', async () => {
    stubFundPage({ accounts: [AOT] });
    await renderPage('buy');
    const empty = await screen.findByTestId('fund-order-empty');
    expect(within(empty).getByText('None of your accounts may hold Avanza Global.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Open an account that can' })).toBeTruthy();
    expect(screen.queryByLabelText('Account')).toBeNull();
  });

  it('ignores an account in the address that may not hold the fund', async () => {
    stubFundPage({ accounts: [ISK, AOT] });
    await renderPage('buy', '9');
    const account = (await screen.findByLabelText('Account')) as HTMLSelectElement;
    expect([...account.options].map((o) => o.value)).toEqual(['7']);
    expect(account.value).toBe('7');
  });

  it('sends a share to its own page', async () => {
    stubFundPage();
    await renderPage('buy', undefined, VOLVO);
    await screen.findByText('Volvo B is not a fund: it is traded on the exchange, from its own page.');
    expect(screen.getByRole('link', { name: 'Go to Volvo B' }).getAttribute('href')).toBe(
      '/en/market/instruments/1001-volvo-b',
    );
  });

  it('says a fund that does not exist was not found', async () => {
    stubApi()
      .on(api.marketData.instrument, apiError('NOT_FOUND'))
      .on(api.accountsAndMoney.listAccounts, [ISK]);
    await renderPage('buy');
    await screen.findByText('We could not find that fund.');
  });
});

describe('a fund’s sell page', () => {
  it('offers the accounts that hold the fund, with units and value, and sells part of it', async () => {
    const page = stubFundPage({
      holdings: { '8': [position(AVANZA_GLOBAL, 10, '3125.70')] },
      orders: [fundSale('f-2', { accid: '8', units: '4' })],
    });
    const user = await renderPage('sell');
    await screen.findByRole('heading', { level: 1, name: 'Sell Avanza Global' });
    const account = (await screen.findByLabelText('Account')) as HTMLSelectElement;
    // The ISK holds none: only the AF is offered, and chosen.
    expect([...account.options].map((o) => o.value)).toEqual(['8']);
    await waitFor(() => expect(screen.getByTestId('fund-units-held').textContent).toBe('Units held: 10'));
    expect(text(screen.getByTestId('fund-holding-value'))).toBe('Value now: SEK 3,125.70');

    await user.type(screen.getByLabelText('Number of units'), '12');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await screen.findByText('That is more than the units you can sell (10).');
    expect(screen.queryByRole('heading', { name: 'Check your order' })).toBeNull();

    await user.clear(screen.getByLabelText('Number of units'));
    await user.type(screen.getByLabelText('Number of units'), '4');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await screen.findByRole('heading', { name: 'Check your order' });
    expect(text(screen.getByTestId('fund-order-review-summary'))).toBe('Sell 4 units of Avanza Global.');
    expect(screen.getByText('Worth about, at the latest NAV').nextElementSibling?.textContent).toMatch(
      /1,250\.28/,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm sale' }));
    await screen.findByRole('heading', { name: 'Fund order placed' });
    expect(page.bodies).toEqual([
      { accid: '8', body: { instrumentId: AVANZA_GLOBAL.id, side: 'SELL', units: '4' } },
    ]);
  });

  it('sells an amount’s worth as the units it comes to now, rounded down to four decimals', async () => {
    const page = stubFundPage({
      holdings: { '7': [position(AVANZA_GLOBAL, 10, '3125.70')] },
      orders: [fundSale('f-3', { units: '3.1992' })],
    });
    const user = await renderPage('sell', '7');
    await user.click(await screen.findByRole('radio', { name: 'Amount' }));
    expect(screen.queryByLabelText('Number of units')).toBeNull();
    const amount = screen.getByLabelText('Amount (SEK)');
    await user.type(amount, '3200');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await screen.findByText('That is more than your units are worth now (SEK 3,125.70).');
    await waitFor(() => expect(document.activeElement).toBe(amount));

    await user.clear(amount);
    await user.type(amount, '1000');
    // 1,000 / 312.57 a unit = 3.19928…: the units it comes to, rounded down.
    expect(screen.getByText('Now about 3.1992 units; what you get follows the next NAV.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(text(await screen.findByTestId('fund-order-review-summary'))).toBe(
      'Sell 3.1992 units of Avanza Global.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm sale' }));
    await screen.findByRole('heading', { name: 'Fund order placed' });
    expect(page.bodies).toEqual([
      { accid: '7', body: { instrumentId: AVANZA_GLOBAL.id, side: 'SELL', units: '3.1992' } },
    ]);
  });

  it('says there is nothing to sell when no account holds the fund, and links to buying it', async () => {
    stubFundPage();
    await renderPage('sell', '7');
    const empty = await screen.findByTestId('fund-order-empty');
    expect(within(empty).getByText('You hold no units of Avanza Global to sell.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Buy Avanza Global' }).getAttribute('href')).toBe(
      build('fund-buy', { instrumentId: '2002', instrumentName: 'avanza-global', accid: '7' }, 'en'),
    );
  });

  it('shows a refusal of the server at the review, and a refused field back at the form', async () => {
    stubFundPage({
      holdings: { '7': [position(AVANZA_GLOBAL, 10, '3125.70')] },
      orders: [apiError('INSUFFICIENT_HOLDINGS')],
    });
    const user = await renderPage('sell', '7');
    await user.click(await screen.findByRole('radio', { name: 'All units' }));
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(text(await screen.findByTestId('fund-order-review-summary'))).toBe(
      'Sell all units of Avanza Global.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm sale' }));
    // Back at the form, said where the units are.
    const error = await screen.findByText('You do not hold enough of this instrument to sell that many.');
    expect(screen.queryByRole('heading', { name: 'Check your order' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'All units' })),
    );
    expect(document.activeElement?.getAttribute('aria-describedby')).toBe(error.id);
  });
});
