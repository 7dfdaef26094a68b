import { api, type ResponseOf } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AVANZA_GLOBAL,
  fundOrder,
  fundSale,
  ISK,
  NN_GLOBAL,
  NOW,
  position,
  VOLVO,
} from '../../features/trading/fund-orders/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, networkError, stubApi } from '../../lib/testing/stub-api.ts';
import FundSwitchScreen from './FundSwitchScreen.tsx';

type Position = ResponseOf<typeof api.portfolio.positions>[number];
type FundOrder = ResponseOf<typeof api.trading.listFundOrders>[number];

const SALE = fundSale('0b6e6900-0000-4000-8000-000000000011', {
  switchId: 'sw-1',
  switchToInstrumentId: NN_GLOBAL.id,
});
const PLACED: ResponseOf<typeof api.trading.placeFundSwitch> = {
  id: 'sw-1',
  state: 'REGISTERED',
  fromInstrumentId: AVANZA_GLOBAL.id,
  toInstrumentId: NN_GLOBAL.id,
  sell: SALE,
};

/** An ISK holding Avanza Global (10 units) and Volvo B; the switch takes `answers` in turn. */
function stubSwitching({
  positions = [position(AVANZA_GLOBAL, 10, '1000.00'), position(VOLVO, 5, '1250.00')],
  orders = [],
  answers = [],
}: {
  positions?: Position[];
  orders?: FundOrder[];
  answers?: Answer<typeof api.trading.placeFundSwitch>[];
} = {}) {
  const stub = stubApi()
    .on(api.accountsAndMoney.listAccounts, [ISK])
    .on(api.portfolio.positions, positions)
    .on(api.trading.listFundOrders, orders)
    .on(api.marketData.instrumentSearch, {
      total_hits: 3,
      results: [AVANZA_GLOBAL, NN_GLOBAL, VOLVO].map((i) => ({
        instrument_info: {
          instrument_id: i.id,
          name: i.name,
          symbol: i.symbol,
          isin: i.isin,
          instrument_type: i.type,
          currency: i.currency,
          tradable: true,
          lot_size: 1,
        },
        nnx_info: { url_slug: i.slug, sector: i.sector },
        market_info: { market_id: 'XSTO', market_name: 'Stockholm', country: 'SE' },
      })),
    })
    .on(api.trading.placeFundSwitch, networkError);
  for (const i of [AVANZA_GLOBAL, NN_GLOBAL, VOLVO]) {
    stub.on(api.marketData.instrument, { params: { instrumentId: String(i.id) } }, i);
  }
  for (const answer of answers) stub.once(api.trading.placeFundSwitch, answer);
  const sent = () => stub.calls().filter((call) => call.endpoint === api.trading.placeFundSwitch);
  return {
    stub,
    get keys() {
      return sent().map((call) => call.headers['idempotency-key'] ?? null);
    },
    get bodies() {
      return sent().map((call) => call.body);
    },
  };
}

async function renderScreen(path = '/en/fund-swap-orders') {
  const user = userEvent.setup();
  await renderWithApp(<FundSwitchScreen page={pageFor(path)} />, { path });
  await screen.findByRole('heading', { level: 1, name: 'Switch funds' });
  return user;
}

/** Fills the form: 4 units of Avanza Global into NN Global Index, and opens the summary. */
async function fillAndReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Avanza Global/ }));
  await user.type(screen.getByLabelText('Number of units to sell'), '4');
  await user.type(screen.getByLabelText('Search for the fund to buy'), 'global');
  await user.click(await screen.findByRole('button', { name: 'Choose NN Global Index (SEK)' }));
  await user.click(screen.getByRole('button', { name: 'Review switch' }));
  await screen.findByRole('heading', { name: 'Check your switch' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the fund switch page', () => {
  it('offers the funds held (not the shares) with units and value, and the funds to buy without the one sold', async () => {
    stubSwitching();
    const user = await renderScreen();
    const holdings = await screen.findByRole('group', { name: 'Fund to sell' });
    const choices = within(holdings).getAllByRole('radio');
    expect(choices).toHaveLength(1);
    // The only fund held is chosen already.
    expect((choices[0] as HTMLInputElement).checked).toBe(true);
    expect(
      within(holdings)
        .getByText(/10 units held/)
        .textContent?.replace(/\s/g, ' '),
    ).toBe('10 units held, worth SEK 1,000.00');
    await user.type(screen.getByLabelText('Search for the fund to buy'), 'global');
    const hits = await screen.findByRole('list', { name: 'Funds found' });
    expect(
      within(hits)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Choose NN Global Index (SEK)']);
    // The sale's timing: the next NAV, its cut-off and trade date.
    await waitFor(() =>
      expect(screen.getByTestId('fund-switch-cut-off').textContent?.replace(/\s/g, ' ')).toBe(
        'Tue 24 Nov, 13:00 CET',
      ),
    );
    expect(screen.getByTestId('fund-switch-trade-date').textContent).toBe('24 Nov 2026');
    expect(screen.getByText(/The purchase is placed once the sale is priced/)).toBeTruthy();
  });

  it('checks the form before the summary and takes the reader to the first field to fix', async () => {
    const switching = stubSwitching();
    const user = await renderScreen();
    await screen.findByRole('group', { name: 'Fund to sell' });
    await user.click(screen.getByRole('button', { name: 'Review switch' }));
    expect(await screen.findByText('Enter the number of units, or choose to switch all.')).toBeTruthy();
    expect(screen.getByText('Choose the fund to buy.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Number of units to sell')),
    );
    await user.type(screen.getByLabelText('Number of units to sell'), '10,00001');
    expect(
      screen.getByText('Enter a number of units greater than zero, with at most four decimals.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Number of units to sell'));
    await user.type(screen.getByLabelText('Number of units to sell'), '11');
    expect(screen.getByText('That is more than the units you can switch (10).')).toBeTruthy();
    expect(switching.keys).toEqual([]);
  });

  it('shows the whole switch before sending it, then the receipt; the key is kept for a retry after a network failure', async () => {
    const switching = stubSwitching({ answers: [networkError, PLACED] });
    const user = await renderScreen();
    await fillAndReview(user);
    expect(screen.getByTestId('fund-switch-sale').textContent).toBe('4 units of Avanza Global');
    expect(screen.getByTestId('fund-switch-purchase').textContent).toBe(
      'NN Global Index, for the money from the sale',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check your switch' })),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm switch' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await user.click(screen.getByRole('button', { name: 'Confirm switch' }));
    const heading = await screen.findByRole('heading', { name: 'Fund switch placed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText('Sell 4 units of Avanza Global and buy NN Global Index with the money.'),
    ).toBeTruthy();
    expect(screen.getByTestId('fund-switch-state').textContent).toBe('Registered');
    expect(switching.bodies).toEqual([
      { fromInstrumentId: 2002, toInstrumentId: 2003, units: '4' },
      { fromInstrumentId: 2002, toInstrumentId: 2003, units: '4' },
    ]);
    const keys = switching.keys;
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a refusal about the units under them, back on the form, and sends a new key next time', async () => {
    const switching = stubSwitching({ answers: [apiError('INSUFFICIENT_HOLDINGS'), PLACED] });
    const user = await renderScreen();
    await fillAndReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm switch' }));
    const units = await screen.findByLabelText('Number of units to sell');
    expect(screen.getByText('You do not have that many units of this fund free to sell.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(units));
    await user.click(screen.getByRole('button', { name: 'Review switch' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm switch' }));
    await screen.findByRole('heading', { name: 'Fund switch placed' });
    const keys = switching.keys;
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('switches all units when asked, and words a refusal of the pair in the switch’s terms', async () => {
    const switching = stubSwitching({ answers: [apiError('INVALID_FUND_ORDER')] });
    const user = await renderScreen();
    await screen.findByRole('group', { name: 'Fund to sell' });
    await user.click(screen.getByLabelText('Switch all units'));
    expect(screen.queryByLabelText('Number of units to sell')).toBeNull();
    await user.type(screen.getByLabelText('Search for the fund to buy'), 'global');
    await user.click(await screen.findByRole('button', { name: 'Choose NN Global Index (SEK)' }));
    await user.click(screen.getByRole('button', { name: 'Review switch' }));
    expect((await screen.findByTestId('fund-switch-sale')).textContent).toBe(
      'All units of Avanza Global (10)',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm switch' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A switch sells one fund and buys another: choose two different funds and the units to sell.',
    );
    expect(switching.bodies).toEqual([{ fromInstrumentId: 2002, toInstrumentId: 2003, all: true }]);
  });

  it('explains a holding without funds and links to the funds list', async () => {
    stubSwitching({ positions: [position(VOLVO, 5, '1250.00')] });
    await renderScreen();
    expect(await screen.findByText(/This account holds no funds to switch/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse funds' }).getAttribute('href')).toBe('/en/market/funds');
    expect(await screen.findByText('No fund switches in this account yet.')).toBeTruthy();
  });

  it('lists the switches in progress and done, each with its legs, and cancels a sale still registered', async () => {
    const done = 'sw-0';
    const switching = stubSwitching({
      orders: [
        SALE,
        fundSale('0b6e6900-0000-4000-8000-000000000001', {
          switchId: done,
          switchToInstrumentId: NN_GLOBAL.id,
          state: 'PRICED',
          units: '2',
          nav: '110',
          settledAmount: '220.00',
          estimatedTradeDate: '2026-11-20',
          createdAt: '2026-11-19T09:00:00Z',
        }),
        fundOrder('0b6e6900-0000-4000-8000-000000000002', {
          switchId: done,
          instrumentId: NN_GLOBAL.id,
          state: 'PRICED',
          amount: '220.00',
          units: '1',
          nav: '220',
          settledAmount: '220.00',
          estimatedTradeDate: '2026-11-23',
          createdAt: '2026-11-20T17:00:00Z',
        }),
        // A fund order of its own is not a switch.
        fundOrder('0b6e6900-0000-4000-8000-000000000003', { amount: '500.00' }),
      ],
    });
    switching.stub.on(api.trading.cancelFundOrder, null);
    const user = await renderScreen();
    const inProgress = await screen.findByRole('region', { name: 'In progress' });
    const pending = within(inProgress).getByTestId('fund-switch');
    await within(pending).findByRole('heading', { name: 'Avanza Global to NN Global Index' });
    expect(within(within(pending).getByTestId('fund-switch-sale-leg')).getByText('Registered')).toBeTruthy();
    expect(within(pending).getByText('Placed once the sale is priced.')).toBeTruthy();
    const finished = within(screen.getByRole('region', { name: 'Done' })).getByTestId('fund-switch');
    const purchase = within(finished).getByTestId('fund-switch-purchase-leg');
    const legText = purchase.textContent?.replace(/\s/g, ' ');
    expect(legText).toContain('Priced');
    expect(legText).toContain('Units1NAVSEK 220.00AmountSEK 220.00');
    expect(within(finished).queryByRole('button')).toBeNull();

    await user.click(
      within(pending).getByRole('button', { name: 'Cancel switch Avanza Global to NN Global Index' }),
    );
    expect(await screen.findByText('Fund switch cancelled.')).toBeTruthy();
    expect(
      switching.stub.calls().filter((call) => call.endpoint === api.trading.cancelFundOrder)[0]?.params,
    ).toEqual({ accid: '7', id: SALE.id });
  });
});
