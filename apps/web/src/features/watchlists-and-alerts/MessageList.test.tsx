import type { MessageView } from '@havn/contract';
import { build } from '@havn/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format.ts';
import { problem, renderForTest, stubFetch } from '../community/profile/render-for-test.tsx';
import { MessageList, readPriceAlertMessage } from './MessageList.tsx';

function instrument(id: number, name: string, slug: string) {
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

function stubMessages(answer: () => { status: number; body?: unknown }) {
  return stubFetch((_method, url) => {
    if (url.startsWith('/api/messages/v1/mine')) return answer();
    const id = Number(url.match(/^\/api\/instrument\/v1\/instruments\/(\d+)$/)?.[1]);
    const found = INSTRUMENTS.get(id);
    return found ? { status: 200, body: found } : problem(404, 'NOT_FOUND');
  });
}

afterEach(() => vi.unstubAllGlobals());

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
    stubMessages(() => ({ status: 200, body: { messages: [OLDER, NEWER] } }));
    await renderForTest(<MessageList site="en" />);
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

  it('shows a loading state, then an empty state that points to the price alerts', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch(async () => {
      await answered;
      return { status: 200, body: { messages: [] } };
    });
    await renderForTest(<MessageList site="en" />);
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
    stubMessages(() => (fail ? problem(500, 'INTERNAL') : { status: 200, body: { messages: [NEWER] } }));
    await renderForTest(<MessageList site="en" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your messages.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ericsson B' })).toBeTruthy();
  });
});
