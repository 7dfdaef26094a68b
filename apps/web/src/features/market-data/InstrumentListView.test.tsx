import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForTest, stubFetch } from '../community/profile/render-for-test.tsx';
import { InstrumentListView } from './InstrumentListView.tsx';

function row(id: number, name: string, last: string, changePercent: string) {
  return {
    instrument: {
      id,
      name,
      symbol: name.toUpperCase().slice(0, 4),
      isin: `SE000000000${id % 10}`,
      type: 'STOCK',
      market: 'XSTO',
      country: 'se',
      currency: 'SEK',
      sector: 'Industrials',
      tradable: true,
      lotSize: 1,
      slug: name.toLowerCase(),
    },
    quote: {
      instrumentId: id,
      currency: 'SEK',
      last,
      bid: last,
      ask: last,
      previousClose: last,
      change: '0.00',
      changePercent,
      dayOpen: last,
      dayHigh: last,
      dayLow: last,
      volume: 100,
      turnover: '1000.00',
      marketOpen: true,
      marketStatus: 'OPEN',
      time: '2026-01-01T10:00:00Z',
    },
  };
}

/** Answers every list call and records the query it was asked with. */
function stubList() {
  const queries: URLSearchParams[] = [];
  stubFetch((_method, url) => {
    const parsed = new URL(url, 'http://localhost');
    queries.push(parsed.searchParams);
    return {
      status: 200,
      body: {
        list: 'stocks',
        total: 120,
        items: [row(1, 'Volvo B', '250.00', '1.20'), row(2, 'Ericsson B', '60.10', '-0.50')],
      },
    };
  });
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

describe('InstrumentListView', () => {
  it('sorts by a column through buttons and tells assistive tech with aria-sort', async () => {
    const queries = stubList();
    await renderForTest(<InstrumentListView list="stocks" site="en" />);
    expect(await screen.findByRole('link', { name: 'Volvo B' })).toBeTruthy();
    expect(queries.at(-1)?.get('sort')).toBe('name');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('change'));
    expect(queries.at(-1)?.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Change/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');

    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await waitFor(() => expect(queries.at(-1)?.get('order')).toBe('asc'));
    expect(screen.getByRole('columnheader', { name: /Change/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('filters by country, sector and tradable, and pages from the first page', async () => {
    const queries = stubList();
    await renderForTest(<InstrumentListView list="stocks" site="en" />);
    await screen.findByRole('link', { name: 'Volvo B' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('50'));

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'no');
    await userEvent.type(screen.getByLabelText('Sector'), 'Energy');
    await userEvent.click(screen.getByLabelText('Tradable only'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)?.get('country')).toBe('no'));
    const last = queries.at(-1);
    expect(last?.get('sector')).toBe('Energy');
    expect(last?.get('tradable')).toBe('true');
    expect(last?.get('offset')).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered first page is the one already fetched: it comes from the cache.
    await waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe(''));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });
});
