import { api, type ResponseOf } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AVANZA_GLOBAL,
  fundSale,
  ISK,
  NN_GLOBAL,
  NOW,
  position,
} from '../../features/trading/fund-orders/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, networkError, stubApi } from '../../lib/testing/stub-api.ts';
import RebalanceFundsScreen from './RebalanceFundsScreen.tsx';

type Position = ResponseOf<typeof api.portfolio.positions>[number];
type Preview = ResponseOf<typeof api.trading.previewFundRebalance>;

/** The server's answer to a preview: Avanza Global switched into NN Global Index up to its target. */
const previewOf: Answer<typeof api.trading.previewFundRebalance> = (call) => {
  const nn = call.body?.targets.find((t) => t.instrumentId === NN_GLOBAL.id)?.percent ?? 0;
  const amount = ((nn - 20) * 100).toFixed(2);
  const preview: Preview = {
    accid: ISK.accid,
    currency: 'SEK',
    fundsValue: '10000.00',
    cash: '0.00',
    cashUsed: '0.00',
    minimum: '100.00',
    rows: [],
    trades: [
      {
        kind: 'SWITCH',
        fromInstrumentId: AVANZA_GLOBAL.id,
        toInstrumentId: NN_GLOBAL.id,
        units: String(nn - 20),
        amount,
        cutOff: '2026-11-24T12:00:00.000Z',
        estimatedTradeDate: '2026-11-24',
        purchaseTradeDate: '2026-11-25',
      },
    ],
  };
  return preview;
};

const PLACED: ResponseOf<typeof api.trading.placeFundRebalance> = {
  switches: [
    {
      id: 'sw-1',
      state: 'REGISTERED',
      fromInstrumentId: AVANZA_GLOBAL.id,
      toInstrumentId: NN_GLOBAL.id,
      sell: fundSale('0b6e6900-0000-4000-8000-000000000021', {
        units: '20',
        switchId: 'sw-1',
        switchToInstrumentId: NN_GLOBAL.id,
      }),
    },
  ],
  orders: [],
};

function stubRebalancing({
  positions = [position(AVANZA_GLOBAL, 80, '8000.00'), position(NN_GLOBAL, 20, '2000.00')],
  preview = previewOf,
  answers = [],
}: {
  positions?: Position[];
  preview?: Answer<typeof api.trading.previewFundRebalance>;
  answers?: Answer<typeof api.trading.placeFundRebalance>[];
} = {}) {
  const stub = stubApi()
    .on(api.accountsAndMoney.listAccounts, [ISK])
    .on(api.portfolio.positions, positions)
    .on(api.savings.savingsPlans, [])
    .on(api.accountsAndMoney.customer.riskProfile, { riskLevel: null, answers: {}, assessedAt: null })
    .on(api.trading.previewFundRebalance, preview)
    .on(api.trading.placeFundRebalance, networkError);
  for (const i of [AVANZA_GLOBAL, NN_GLOBAL]) {
    stub.on(api.marketData.instrument, { params: { instrumentId: String(i.id) } }, i);
  }
  for (const answer of answers) stub.once(api.trading.placeFundRebalance, answer);
  return stub;
}

async function renderScreen(path = '/en/rebalance-funds') {
  const user = userEvent.setup();
  await renderWithApp(<RebalanceFundsScreen page={pageFor(path)} />, { path });
  await screen.findByRole('heading', { level: 1, name: 'Rebalance funds' });
  return user;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the rebalance funds page', () => {
  it('says what is needed when no account holds two funds, and where to find funds', async () => {
    stubRebalancing({ positions: [position(AVANZA_GLOBAL, 10, '1000.00')] });
    await renderScreen();
    expect(
      await screen.findByText(/You need an account holding at least two funds to rebalance/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse funds' }).getAttribute('href')).toBe('/en/market/funds');
  });

  it('shows the mix against the target, proposes the trades, and places them once with one key', async () => {
    const stub = stubRebalancing({ answers: [networkError, PLACED] });
    const user = await renderScreen();
    const table = await screen.findByRole('table', { name: 'Your funds now and the target' });
    // Without a plan or a risk level the target is an even split of the funds held.
    const own = await screen.findByRole('radio', { name: 'Your own percentages' });
    expect((own as HTMLInputElement).checked).toBe(true);
    const rows = within(table).getAllByTestId('rebalance-row');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringContaining('Avanza Global80 % · SEK 8,000.00'),
      expect.stringContaining('NN Global Index20 % · SEK 2,000.00'),
    ]);
    expect(within(rows[0]!).getByText('30 points above')).toBeTruthy();
    expect(within(rows[1]!).getByText('30 points below')).toBeTruthy();
    const trade = (await screen.findByTestId('rebalance-trade')).textContent?.replace(/\s/g, ' ');
    expect(trade).toContain('Switch 30 units of Avanza Global (about SEK 3,000.00) to NN Global Index');
    // The cut-off in the reader's own time, its zone named.
    expect(trade).toMatch(
      /Place before the cut-off \(Tue 24 Nov, \d\d:00 .+\): sold at the price of 24 Nov 2026/,
    );
    expect(trade).toContain('about 25 Nov 2026');

    // Editing the targets: a sum other than 100 is said, and nothing is previewed for it.
    const target = screen.getByLabelText('Target for NN Global Index, percent');
    await user.clear(target);
    await user.type(target, '45');
    expect(screen.getByTestId('rebalance-total').textContent).toBe(
      'The targets add up to 95 %. Make them add up to 100 %.',
    );
    expect(screen.getByText('The trades appear here once the targets add up to 100 %.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Target for Avanza Global, percent'));
    await user.type(screen.getByLabelText('Target for Avanza Global, percent'), '55');
    await screen.findByText(/Switch 25 units of Avanza Global/);
    expect(stub.calls(api.trading.previewFundRebalance).at(-1)?.body).toEqual({
      targets: [
        { instrumentId: AVANZA_GLOBAL.id, percent: 55 },
        { instrumentId: NN_GLOBAL.id, percent: 45 },
      ],
      useCash: false,
    });

    await user.click(screen.getByRole('button', { name: 'Review rebalance' }));
    const check = await screen.findByRole('heading', { name: 'Check your rebalance' });
    // The account is named as every money page names it: its type (or alias) and its number.
    const named = `Investment savings account (ISK) ${ISK.accountNumber}`;
    expect(screen.getByRole('heading', { level: 2, name: `Funds in ${named}` })).toBeTruthy();
    expect(screen.getByText(named, { exact: false, selector: '.rebalance-check p' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(check));
    await user.click(screen.getByRole('button', { name: 'Confirm rebalance' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await user.click(screen.getByRole('button', { name: 'Confirm rebalance' }));
    const receipt = await screen.findByRole('heading', { name: 'Rebalance placed' });
    await waitFor(() => expect(document.activeElement).toBe(receipt));
    expect(screen.getByTestId('rebalance-placed').textContent).toBe(
      'Switch 20 units of Avanza Global to NN Global Index: sold at the price of 24 Nov 2026',
    );
    expect(screen.getByRole('link', { name: 'Your fund switches' }).getAttribute('href')).toBe(
      '/en/fund-swap-orders?accid=7',
    );
    const keys = stub.calls(api.trading.placeFundRebalance).map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says why a preview is refused and where to go: open fund orders', async () => {
    stubRebalancing({ preview: apiError('FUND_ORDERS_OPEN') });
    await renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This account has fund orders waiting to be priced.');
    expect(within(alert).getByRole('link', { name: 'Your fund orders' }).getAttribute('href')).toBe(
      '/en/orders-trades?accid=7',
    );
    expect(screen.queryByRole('button', { name: 'Review rebalance' })).toBeNull();
  });
});
