import { api, type ResponseOf } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import { InstrumentListView } from './InstrumentListView.tsx';

type ListRow = ResponseOf<typeof api.marketData.list>['items'][number];

function row(id: number, name: string, last: string, changePercent: string): ListRow {
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

/** Answers every list call; the queries it was asked with are the calls' queries. */
function stubList() {
  const stub = stubApi().on(api.marketData.list, {
    list: 'stocks',
    total: 120,
    items: [row(1, 'Volvo B', '250.00', '1.20'), row(2, 'Ericsson B', '60.10', '-0.50')],
  });
  return {
    get last() {
      return stub.calls(api.marketData.list).at(-1)?.query ?? {};
    },
  };
}

describe('InstrumentListView', () => {
  it('sorts by a column through buttons and tells assistive tech with aria-sort', async () => {
    const lists = stubList();
    await renderWithApp(<InstrumentListView list="stocks" site="en" title="Stocks" />);
    expect(await screen.findByRole('link', { name: 'Volvo B' })).toBeTruthy();
    expect(lists.last.sort).toBe('name');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await waitFor(() => expect(lists.last.sort).toBe('change'));
    expect(lists.last.order).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Change/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');

    await userEvent.click(screen.getByRole('button', { name: /Change/ }));
    await waitFor(() => expect(lists.last.order).toBe('asc'));
    expect(screen.getByRole('columnheader', { name: /Change/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('filters by country, sector and tradable, and pages from the first page', async () => {
    const lists = stubList();
    await renderWithApp(<InstrumentListView list="stocks" site="en" title="Stocks" />);
    await screen.findByRole('link', { name: 'Volvo B' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lists.last.offset).toBe('50'));

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'no');
    await userEvent.selectOptions(screen.getByLabelText('Sector'), 'Energy');
    await userEvent.click(screen.getByLabelText('Tradable only'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lists.last.country).toBe('no'));
    const last = lists.last;
    expect(last.sector).toBe('Energy');
    expect(last.tradable).toBe('true');
    expect(last.offset).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered first page is the one already fetched: it comes from the cache.
    await waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe(''));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });
});
