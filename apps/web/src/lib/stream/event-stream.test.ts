import { MAX_RECONNECT_REASON, STREAM_MAX_ATTEMPTS } from '@havn/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type StreamState } from './event-stream.ts';
import { createSseParser, type SseMessage } from './sse-parser.ts';

/** The network, stubbed at the fetch boundary: each call answers with the next status in line. */
function stubFetch(statuses: (number | 'stream' | 'draining')[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const status = statuses.shift() ?? 503;
    if (status === 'stream') {
      const body = 'retry: 3000\n\nid: 41\nevent: ready\ndata: {"topics":["instrument:1001"]}\n\n';
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (status === 'draining') {
      // A server shutting down: ready, then it asks its clients to come back in 1.2 s and ends the stream.
      const body =
        'retry: 3000\n\nid: 41\nevent: ready\ndata: {"topics":["instrument:1001"]}\n\n' +
        'retry: 1200\n\nid: 41\nevent: reconnect\ndata: {"reason":"SERVER_DRAINING","delayMs":1200}\n\n';
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response(JSON.stringify({ code: 'INTERNAL' }), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

function open(random = () => 0.5) {
  const states: StreamState[] = [];
  const messages: SseMessage[] = [];
  const stream = openEventStream({
    topics: ['instrument:1001'],
    onMessage: (m) => messages.push(m),
    onStateChange: (s) => states.push(s),
    random,
  });
  const waits = () =>
    states.filter((s) => s.status === 'waiting').map((s) => (s.status === 'waiting' ? s.delayMs : 0));
  return { stream, states, messages, waits };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('event stream reconnects (spec section 8)', () => {
  it('waits a random 0–5 s plus 2^(n-1) s before attempt n, and gives up after 8 attempts', async () => {
    const { fetch } = stubFetch([]);
    const { waits, states } = open(() => 0.5);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (let n = 1; n <= STREAM_MAX_ATTEMPTS; n++) {
      const delay = 2500 + 2 ** (n - 1) * 1000;
      expect(waits().at(-1)).toBe(delay);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetch).toHaveBeenCalledTimes(n);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(n + 1);
    }
    expect(waits()).toEqual([3500, 4500, 6500, 10500, 18500, 34500, 66500, 130500]);
    expect(states.at(-1)).toEqual({ status: 'stopped', reason: MAX_RECONNECT_REASON });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(STREAM_MAX_ATTEMPTS + 1);
  });

  it('draws the jitter from 0 up to 5 s', async () => {
    stubFetch([500, 500]);
    const low = open(() => 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(low.waits()).toEqual([1000]);
    low.stream.close();
    stubFetch([500]);
    const high = open(() => 0.9999);
    await vi.advanceTimersByTimeAsync(0);
    expect(high.waits()).toEqual([4999 + 1000]);
    high.stream.close();
  });

  it('stops for good on a 4xx other than 429, and records why', async () => {
    for (const status of [400, 401, 403, 404]) {
      const { fetch } = stubFetch([status]);
      const { states } = open();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetch, String(status)).toHaveBeenCalledTimes(1);
      expect(states.at(-1)).toEqual({ status: 'stopped', reason: 'client error' });
    }
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('client error (HTTP 403)'));
  });

  it('retries a 429 with the same backoff', async () => {
    const { fetch } = stubFetch([429, 429, 'stream']);
    const { waits, states } = open(() => 0);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits().slice(0, 2)).toEqual([1000, 2000]);
    expect(states).toContainEqual({ status: 'open' });
  });

  it('starts counting again once a connection is ready, and resumes from the last event id', async () => {
    const { fetch, calls } = stubFetch([503, 'stream', 503]);
    const { waits, messages, stream } = open(() => 0);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000); // attempt 1 connects, reads `ready`, then the stream ends
    expect(messages.map((m) => m.event)).toEqual(['ready']);
    // The drop is attempt 1 again, not 2.
    expect(waits()).toEqual([1000, 1000]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(calls[2]).toBe('/api/community/v1/events?topics=instrument%3A1001&lastEventId=41');
    stream.close();
  });

  it('comes back after the delay a draining server asks for, without counting an attempt', async () => {
    const { fetch, calls } = stubFetch(['draining', 'draining', 'stream']);
    const { waits, stream } = open(() => 0.9);
    await vi.advanceTimersByTimeAsync(0);
    expect(waits()).toEqual([1200]);
    await vi.advanceTimersByTimeAsync(1199);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1200);
    expect(fetch).toHaveBeenCalledTimes(3);
    // The server's waits, then the third stream's plain drop: attempt 1 (4.5 s jitter + 1 s), not 3.
    expect(waits()).toEqual([1200, 1200, 5500]);
    expect(calls[1]).toBe('/api/community/v1/events?topics=instrument%3A1001&lastEventId=41');
    stream.close();
  });

  it('stops when closed, while waiting to reconnect', async () => {
    const { fetch } = stubFetch([503]);
    const { stream } = open();
    await vi.advanceTimersByTimeAsync(0);
    stream.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the text/event-stream parser', () => {
  it('reads events split across chunks, skips pings, and keeps ids', () => {
    const messages: SseMessage[] = [];
    const feed = createSseParser((m) => messages.push(m));
    feed(': ping\n\nid: 7\nevent: content.created\nda');
    feed('ta: {"a":1}\r\n\r');
    feed('\ndata: plain\n\n');
    expect(messages).toEqual([
      { id: '7', event: 'content.created', data: '{"a":1}' },
      { id: null, event: 'message', data: 'plain' },
    ]);
  });
});
