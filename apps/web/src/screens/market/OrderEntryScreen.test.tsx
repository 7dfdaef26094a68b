import { api } from '@havn/contract/web';
import { build } from '@havn/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AVANZA_GLOBAL, VOLVO } from '../../features/trading/fund-orders/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import OrderEntryScreen from './OrderEntryScreen.tsx';

/** The search finds a fund and a share. */
function stubSearch() {
  stubApi().on(api.marketData.instrumentSearch, {
    total_hits: 2,
    results: [AVANZA_GLOBAL, VOLVO].map((i) => ({
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
  });
}

async function pick(path: string, name: string) {
  stubSearch();
  const user = userEvent.setup();
  const { history } = await renderWithApp(<OrderEntryScreen page={pageFor(path)} />, { path });
  await user.type(screen.getByRole('searchbox'), 'av');
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return history;
}

describe('the order address without an instrument', () => {
  it('leads a fund to sell to the fund’s own sell page', async () => {
    const history = await pick(build('order-sell', {}, 'en'), 'Avanza Global');
    await waitFor(() =>
      expect(history.location.pathname).toBe(
        build('fund-sell', { instrumentId: String(AVANZA_GLOBAL.id), instrumentName: 'avanza-global' }, 'en'),
      ),
    );
  });

  it('leads a share to buy to the order drawer of its instrument page', async () => {
    const history = await pick(build('order-buy', {}, 'en'), 'Volvo B');
    await waitFor(() =>
      expect(history.location.pathname).toBe(
        build(
          'instrument',
          { instrumentId: String(VOLVO.id), instrumentName: 'volvo-b', order: 'order', intent: 'buy' },
          'en',
        ),
      ),
    );
  });
});
