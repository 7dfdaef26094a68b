import { streamReconnectSchema } from '@havn/contract/stream-events';
import { api, endpointPath, STREAM_CONTROL_EVENTS } from '@havn/contract/web';
import { nextReconnect } from '@havn/domain';
import { createSseParser, type SseMessage } from './sse-parser.ts';

export type StreamState =
  | { status: 'connecting' }
  | { status: 'open' }
  | { status: 'waiting'; attempt: number; delayMs: number }
  | { status: 'stopped'; reason: string };

export interface EventStreamOptions {
  topics: readonly string[];
  onMessage(message: SseMessage): void;
  onStateChange?(state: StreamState): void;
  /** A source of numbers in [0, 1) for the reconnect jitter; Math.random unless a test pins it. */
  random?: () => number;
}

export interface EventStreamHandle {
  close(): void;
}

/** The stream's address for these topics, from the contract; `lastEventId` resumes after a drop. */
export function eventStreamUrl(topics: readonly string[], lastEventId: string | null): string {
  const query = new URLSearchParams({ topics: topics.join(',') });
  if (lastEventId !== null && /^\d{1,15}$/.test(lastEventId)) query.set('lastEventId', lastEventId);
  return `${endpointPath(api.platform.events.path)}?${query}`;
}

/**
 * The community event stream, read with fetch and a stream reader rather than EventSource, so a failed
 * connection's status code is known. Reconnects follow spec section 8 exactly (`nextReconnect`): a 4xx
 * other than 429 stops and records an error; anything else, a dropped stream included, retries after
 * a random 0–5 s plus 2^(n-1) s, and after 8 attempts it gives up ('max reconnect count reached').
 * Once the server says `ready` the connection is healthy and the attempt count starts again. A server
 * that shuts down says `reconnect` before it ends the stream: that is no failure, so the client comes
 * back after the delay the server asked for, with the attempt count untouched by it.
 */
export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const random = options.random ?? Math.random;
  let closed = false;
  let attempt = 0;
  let lastEventId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  const setState = (state: StreamState) => {
    if (!closed || state.status === 'stopped') options.onStateChange?.(state);
  };

  const retry = (status: number | null) => {
    if (closed) return;
    attempt += 1;
    const decision = nextReconnect({ attempt, status, random });
    if (!decision.retry) {
      closed = true;
      console.warn(`community event stream stopped: ${decision.reason}${status ? ` (HTTP ${status})` : ''}`);
      setState({ status: 'stopped', reason: decision.reason });
      return;
    }
    setState({ status: 'waiting', attempt, delayMs: decision.delayMs });
    timer = setTimeout(() => void connect(), decision.delayMs);
  };

  const connect = async () => {
    if (closed) return;
    controller = new AbortController();
    setState({ status: 'connecting' });
    let response: Response;
    try {
      response = await fetch(eventStreamUrl(options.topics, lastEventId), {
        headers: { accept: 'text/event-stream' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      retry(null);
      return;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      retry(response.ok ? null : response.status);
      return;
    }
    let reconnectAfterMs: number | null = null;
    const parse = createSseParser((message) => {
      if (message.id !== null) lastEventId = message.id;
      if (message.event === STREAM_CONTROL_EVENTS.reconnect) reconnectAfterMs = reconnectDelay(message.data);
      if (message.event === STREAM_CONTROL_EVENTS.ready) {
        attempt = 0;
        setState({ status: 'open' });
      }
      if (!closed) options.onMessage(message);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // The connection dropped (or was closed on purpose, which `retry` ignores).
    }
    if (reconnectAfterMs !== null && !closed) {
      attempt = 0;
      setState({ status: 'waiting', attempt, delayMs: reconnectAfterMs });
      timer = setTimeout(() => void connect(), reconnectAfterMs);
      return;
    }
    retry(null);
  };

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
    },
  };
}

/** The wait a draining server asked for; an unreadable `reconnect` still reconnects, at once. */
function reconnectDelay(data: string): number {
  try {
    const parsed = streamReconnectSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.delayMs : 0;
  } catch {
    return 0;
  }
}
