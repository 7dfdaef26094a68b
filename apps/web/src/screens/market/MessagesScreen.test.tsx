import { api, endpointPath, profileTopic } from '@havn/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForTest } from '../../features/community/profile/render-for-test.tsx';
import { pageFor } from '../../lib/page.ts';
import MessagesScreen from './MessagesScreen.tsx';

const PROFILE_ID = '0b6e6900-0000-4000-8000-00000000000a';
const INGRID = {
  id: 'u-1',
  username: 'ingrid',
  name: 'Ingrid Ek',
  email: null,
  country: 'se',
  communityProfile: { profileId: PROFILE_ID, slug: 'ingrid', username: 'ingrid' },
};
const TRIGGERED = {
  id: 'm-1',
  kind: 'PRICE_ALERT',
  createdAt: '2026-03-03T14:30:00Z',
  payload: { alertId: 'a-1', instrumentId: 1001, direction: 'ABOVE', price: '260.5', last: '261.00' },
};
const VOLVO = {
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

afterEach(() => vi.unstubAllGlobals());

/** One stream answer: the server is ready, then the alert fires (the stream then ends, as streams may). */
function alertStream(topic: string): Response {
  const alert = JSON.stringify({ topic, payload: TRIGGERED.payload });
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
    const streamUrls: string[] = [];
    const messageCalls: string[] = [];
    // Stubbed at the fetch boundary by hand: the stream answers with text/event-stream, not JSON.
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url === '/api/auth/session') return json(INGRID);
      if (url.startsWith('/api/messages/v1/mine')) {
        messageCalls.push(url);
        return json({ messages: triggered ? [TRIGGERED] : [] });
      }
      if (url === '/api/instrument/v1/instruments/1001') return json(VOLVO);
      if (url.startsWith(endpointPath(api.platform.events.path)) && streamUrls.push(url) === 1) {
        await fired;
        triggered = true;
        return alertStream(profileTopic(PROFILE_ID));
      }
      // Later reconnects wait for good.
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetch);
    const { unmount } = await renderForTest(
      <MessagesScreen page={pageFor('/en/messages')} />,
      '/en/messages',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    await screen.findByText('No messages yet.', { exact: false });
    expect(new URL(streamUrls[0] ?? '', 'http://x').searchParams.get('topics')).toBe(
      profileTopic(PROFILE_ID),
    );
    releaseStream();
    expect(await screen.findByRole('link', { name: 'Volvo B' })).toBeTruthy();
    expect(messageCalls).toHaveLength(2);
    unmount();
  });
});
