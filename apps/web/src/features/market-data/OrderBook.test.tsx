import { api } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import OrderBook from './OrderBook.tsx';

const level = (price: string, volume: number) => ({ price, volume });

describe('the order book', () => {
  it('shows buyers and bids beside asks and sellers, best first, with the site’s number format', async () => {
    stubApi().on(api.marketData.orderBook, {
      instrumentId: 1001,
      currency: 'SEK',
      bids: [level('249.90', 1200), level('249.85', 300)],
      asks: [level('250.00', 800), level('250.05', 4500)],
    });
    await renderWithApp(<OrderBook instrumentId={1001} site="en" />);
    await screen.findByRole('heading', { name: 'Order book SEK' });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Buyers', 'Bid', 'Ask', 'Sellers']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['1,200', '249.90', '250.00', '800']);
    expect(rows).toHaveLength(3);
  });

  it('shows nothing for a fund, which has no book', async () => {
    stubApi().on(api.marketData.orderBook, { instrumentId: 2001, currency: 'SEK', bids: [], asks: [] });
    const { container } = await renderWithApp(<OrderBook instrumentId={2001} site="en" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.order-book')).toBeNull();
  });
});
