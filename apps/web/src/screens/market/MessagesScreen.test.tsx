import {
  api,
  type InstrumentView,
  type MessageView,
  profileTopic,
  type SessionUser,
  userTopic,
} from '@havn/contract/web';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { rawResponse, stubApi } from '../../lib/testing/stub-api.ts';
import MessagesScreen from './MessagesScreen.tsx';

const PROFILE_ID = '0b6e6900-0000-4000-8000-00000000000a';
const INGRID: SessionUser = {
  id: 'u-1',
  username: 'ingrid',
  name: 'Ingrid Ek',
  email: null,
  country: 'se',
  communityProfile: { profileId: PROFILE_ID, slug: 'ingrid', username: 'ingrid' },
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};
const TRIGGERED: MessageView = {
  id: 'm-1',
  kind: 'PRICE_ALERT',
  createdAt: '2026-03-03T14:30:00Z',
  payload: { alertId: 'a-1', instrumentId: 1001, direction: 'ABOVE', price: '260.5', last: '261.00' },
};
const VOLVO: InstrumentView = {
  id: 1001,
  name: 'Volvo B',
  symbol: 'VOLV B',
  isin: 'SE0000115446',
  type: 'STOCK',
  market: { id: 'XSTO', name: 'Stockholm' },
  currency: 'SEK',
  country: 'se',
  sector: 'Industrials',
  tradable: true,
  lotSize: 1,
  slug: 'volvo-b',
  allocation: null,
};

/** One stream answer: the server is ready, then the alert fires (the stream then ends, as streams may). */
function alertStream(topic: string): Response {
  const alert = JSON.stringify({
    id: 2,
    topic,
    type: 'price.alert',
    payload: TRIGGERED.payload,
    createdAt: TRIGGERED.createdAt,
  });
  const body = `id: 1\nevent: ready\ndata: {"topics":["${topic}"]}\n\nid: 2\nevent: price.alert\ndata: ${alert}\n\n`;
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('MessagesScreen', () => {
  it('refetches the messages when the stream says one of my alerts fired', async () => {
    let triggered = false;
    let releaseStream: () => void = () => {};
    const fired = new Promise<void>((resolve) => {
      releaseStream = resolve;
    });
    const stub = stubApi()
      .on(api.identity.session, INGRID)
      .on(api.watchlistsAndAlerts.myMessages, () => ({ messages: triggered ? [TRIGGERED] : [] }))
      .on(api.marketData.instrument, { params: { instrumentId: 1001 } }, VOLVO)
      .on(api.site.support.threads, { threads: [] })
      .on(api.site.support.unread, { unread: 0, inboxUnread: null })
      // Reconnects after the first stream wait for good.
      .on(api.platform.events, () => new Promise<never>(() => {}))
      .once(api.platform.events, async () => {
        await fired;
        triggered = true;
        return rawResponse(alertStream(profileTopic(PROFILE_ID)));
      });
    const { unmount } = await renderWithApp(<MessagesScreen page={pageFor('/en/messages')} />, {
      path: '/en/messages',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    await screen.findByText('No messages yet.', { exact: false });
    // One stream on the customer's own user topic (its code loads after the page, so a moment later).
    await vi.waitFor(() =>
      expect(stub.calls(api.platform.events)[0]?.query.topics).toBe(userTopic(INGRID.id)),
    );
    releaseStream();
    expect(await screen.findByRole('link', { name: 'Volvo B' })).toBeTruthy();
    expect(stub.calls(api.watchlistsAndAlerts.myMessages)).toHaveLength(2);
    unmount();
  });
});
