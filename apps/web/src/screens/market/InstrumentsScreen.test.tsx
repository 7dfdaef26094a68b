import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import InstrumentsScreen from './InstrumentsScreen.tsx';

describe('the instruments page', () => {
  it('leads to every kind of instrument list, each with a line about what it holds', async () => {
    await renderWithApp(<InstrumentsScreen page={pageFor('/en/market/instruments')} />, {
      path: '/en/market/instruments',
    });
    const stocks = screen.getByRole('link', { name: 'Stocks' });
    expect(stocks.getAttribute('href')).toBe('/en/market/stocks');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
    expect(screen.getByText(/Shares in listed companies/)).toBeTruthy();
  });
});
