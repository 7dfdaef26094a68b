import { api, type InstrumentView, type MessageView } from '@havn/contract/web';
import { build } from '@havn/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, stubApi } from '../../lib/testing/stub-api.ts';
import { MessageList, readPriceAlertMessage } from './MessageList.tsx';

function instrument(id: number, name: string, slug: string): InstrumentView {
  return {
    id,
    name,
    symbol: name.toUpperCase(),
    isin: 'SE0000000000',
    type: 'STOCK',
    market: { id: 'XSTO', name: 'Stockholm' },
    currency: 'SEK',
    country: 'se',
    sector: 'Industrials',
    tradable: true,
    lotSize: 1,
    slug,
    allocation: null,
  };
}
const INSTRUMENTS = new Map([
  [1001, instrument(1001, 'Volvo B', 'volvo-b')],
  [1002, instrument(1002, 'Ericsson B', 'ericsson-b')],
]);

function alertMessage(
  id: string,
  createdAt: string,
  facts: { instrumentId: number; direction: string; price: string; last: string },
): MessageView {
  return { id, kind: 'PRICE_ALERT', createdAt, payload: { alertId: `alert-${id}`, ...facts } };
}

const OLDER = alertMessage('m-1', '2026-03-02T08:15:00Z', {
  instrumentId: 1001,
  direction: 'ABOVE',
  price: '260.5',
  last: '261.00',
});
const NEWER = alertMessage('m-2', '2026-03-03T14:30:00Z', {
  instrumentId: 1002,
  direction: 'BELOW',
  price: '60',
  last: '59.80',
});

function stubMessages(answer: Answer<typeof api.watchlistsAndAlerts.myMessages>) {
  const stub = stubApi()
    .on(api.watchlistsAndAlerts.myMessages, answer)
    .on(api.marketData.instrument, apiError('NOT_FOUND'));
  for (const [id, found] of INSTRUMENTS)
    stub.on(api.marketData.instrument, { params: { instrumentId: id } }, found);
  return stub;
}

describe('readPriceAlertMessage', () => {
  it('reads the facts of a triggered alert and leaves out a malformed one', () => {
    expect(readPriceAlertMessage(OLDER)).toEqual({
      id: 'm-1',
      createdAt: '2026-03-02T08:15:00Z',
      instrumentId: 1001,
      direction: 'ABOVE',
      price: '260.5',
      last: '261.00',
    });
    expect(readPriceAlertMessage({ ...OLDER, payload: { ...OLDER.payload, direction: 'UP' } })).toBeNull();
    expect(readPriceAlertMessage({ ...OLDER, payload: { ...OLDER.payload, price: 260 } })).toBeNull();
  });
});

describe('MessageList', () => {
  it('lists triggered alerts newest first, each linked to its instrument page with a local time', async () => {
    stubMessages({ messages: [OLDER, NEWER] });
    await renderWithApp(<MessageList site="en" />);
    expect(await screen.findByRole('link', { name: 'Volvo B' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    const ericsson = await within(first).findByRole('link', { name: 'Ericsson B' });
    expect(ericsson.getAttribute('href')).toBe(
      build('instrument', { instrumentId: '1002', instrumentName: 'ericsson-b' }, 'en'),
    );
    expect(first.textContent).toContain(
      `Reached ${new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SEK' }).format(60)} or less`,
    );
    const time = first.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-03-03T14:30:00Z');
    expect(time?.textContent).toBe(formatDateTime('2026-03-03T14:30:00Z', 'en'));
    expect(within(second).getByRole('link', { name: 'Volvo B' }).getAttribute('href')).toBe(
      build('instrument', { instrumentId: '1001', instrumentName: 'volvo-b' }, 'en'),
    );
    expect(second.textContent).toContain('or more: last price');
  });

  it('tells of a margin call first: the shortfall, the deadline, linked to the account’s credit page', async () => {
    const call: MessageView = {
      id: 'm-3',
      kind: 'MARGIN_CALL',
      createdAt: '2026-11-30T09:00:00Z',
      payload: { accid: '7', shortfall: '3000.00', currency: 'SEK', deadline: '2026-12-01T11:00:00.000Z' },
    };
    stubMessages({ messages: [OLDER, call] });
    await renderWithApp(<MessageList site="en" />);
    const link = await screen.findByRole('link', { name: /^Margin call: your loan is SEK\s?3,000\.00 more/ });
    expect(link.getAttribute('href')).toBe(`${build('credit', {}, 'en')}?accid=7`);
    expect(link.textContent).toContain(formatDateTime('2026-12-01T11:00:00.000Z', 'en'));
    expect((await screen.findAllByRole('listitem'))[0]!.textContent).toContain('Margin call');
  });

  it('shows a loading state, then an empty state that points to the price alerts', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubMessages(async () => {
      await answered;
      return { messages: [] };
    });
    await renderWithApp(<MessageList site="en" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release();
    expect(
      await screen.findByText('No messages yet. When one of your price alerts triggers, it shows up here.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage price alerts' }).getAttribute('href')).toBe(
      build('price-alerts', {}, 'en'),
    );
  });

  it('says when the messages cannot be loaded and tries again on request', async () => {
    let fail = true;
    stubMessages(() => (fail ? apiError('INTERNAL') : { messages: [NEWER] }));
    await renderWithApp(<MessageList site="en" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your messages.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ericsson B' })).toBeTruthy();
  });
});
