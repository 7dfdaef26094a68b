import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import {
  api,
  type CommunityEventPayload,
  type ContentEventPayload,
  type StreamEvent,
  streamEventSchema,
} from '@havn/contract';
import type { communityEvents } from '@havn/server/db/schema/community-platform';
import { allEventsAfter, latestEventId, sequenceEvents } from '@havn/server/platform/stream/events-repo';
import { type CommunityEventInput, publishEvents } from '@havn/server/platform/stream/publish';
import { endpointUrl } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/**
 * Test helpers of the event stream: a real port (app.inject cannot stream) and an SSE reader over
 * fetch. Its members come from the seeds (`member(server, name, { join: 'database' })`).
 */

/**
 * A content event's payload for a post (the stream never looks inside payloads, so it need not exist);
 * a fresh id each time tells events apart.
 */
export function postPayload(contentId: string = randomUUID()): ContentEventPayload {
  return { contentId, contentType: 'POST', rootId: contentId, parentId: null };
}

/** A price tick's payload; `last` tells ticks apart. */
export function pricePayload(instrumentId: number, last: string): CommunityEventPayload<'price.updated'> {
  return { instrumentId, last, changePercent: '0', marketOpen: true, time: '2026-11-20T12:00:00.000Z' };
}

/**
 * A row of the event log as a subscriber receives it, parsed with the contract's schema: throws when
 * a publisher wrote a payload the web would drop.
 */
export function asStreamEvent(row: typeof communityEvents.$inferSelect): StreamEvent {
  return streamEventSchema.parse({ ...row, createdAt: row.createdAt.toISOString() });
}

/**
 * Runs the event log's sequencer once: every event committed so far is then in the log. A write's
 * events reach the log a moment after its commit (the bus's sequencer moves them), so a test that
 * reads the log right after a write settles it first.
 */
export async function settleEventLog(server: TestServer): Promise<void> {
  await sequenceEvents(server.ctx.db);
}

/**
 * Publishes events in one transaction (at `at`, the server's now by default) and returns their ids
 * in the log once sequenced, in the order given. Tell events apart by their payloads.
 */
export async function publishLogged(
  server: TestServer,
  events: readonly CommunityEventInput[],
  at: Date = server.ctx.clock.now(),
): Promise<number[]> {
  const { db } = server.ctx;
  const before = await latestEventId(db);
  await db.transaction((tx) => publishEvents(tx, events, at));
  await sequenceEvents(db);
  const logged = await allEventsAfter(db, before, Number.MAX_SAFE_INTEGER);
  const ids: number[] = [];
  let from = 0;
  for (const event of events) {
    const at = logged.findIndex(
      (row, index) =>
        index >= from &&
        row.topic === event.topic &&
        row.type === event.type &&
        isDeepStrictEqual(row.payload, event.payload),
    );
    if (at === -1) throw new Error(`publishLogged: ${event.type} on ${event.topic} is not in the log`);
    ids.push(logged[at]!.id);
    from = at + 1;
  }
  return ids;
}

export async function listen(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** An open event stream, read in the background into frames; `next` waits for the next matching one. */
export class SseReader {
  readonly response: Response;
  readonly frames: SseFrame[] = [];
  ended = false;
  readonly #abort: AbortController;
  #cursor = 0;
  #buffer = '';
  #wake: (() => void) | null = null;
  readonly #done: Promise<void>;

  constructor(response: Response, abort: AbortController) {
    this.response = response;
    this.#abort = abort;
    this.#done = this.#pump();
  }

  async #pump(): Promise<void> {
    const reader = this.response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.#buffer += decoder.decode(value, { stream: true });
        let end = this.#buffer.indexOf('\n\n');
        while (end !== -1) {
          this.frames.push(parseFrame(this.#buffer.slice(0, end)));
          this.#buffer = this.#buffer.slice(end + 2);
          end = this.#buffer.indexOf('\n\n');
        }
        this.#wake?.();
      }
    } catch {
      // aborted, or the server dropped the connection
    } finally {
      this.ended = true;
      this.#wake?.();
    }
  }

  /** The next frame (after the ones already taken) that matches; fails after `timeoutMs`. */
  async next(match: (frame: SseFrame) => boolean = isEvent, timeoutMs = 5000): Promise<SseFrame> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.#cursor < this.frames.length) {
        const frame = this.frames[this.#cursor++]!;
        if (match(frame)) return frame;
      }
      if (this.ended) throw new Error(`stream ended; frames: ${JSON.stringify(this.frames)}`);
      const left = deadline - performance.now();
      if (left <= 0)
        throw new Error(`no matching frame in ${timeoutMs} ms; frames: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = null;
    }
  }

  /** The next community event (not `ready`/`resync`, not a comment). */
  nextEvent(timeoutMs?: number): Promise<SseFrame> {
    return this.next((f) => isEvent(f) && f.event !== 'ready' && f.event !== 'resync', timeoutMs);
  }

  /** Waits for the stream to end (the server closed it). */
  async waitForEnd(timeoutMs = 5000): Promise<void> {
    await Promise.race([
      this.#done,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream did not end')), timeoutMs)),
    ]);
  }

  async close(): Promise<void> {
    this.#abort.abort();
    await this.#done;
  }
}

function isEvent(frame: SseFrame): boolean {
  return frame.event !== undefined;
}

function parseFrame(text: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else {
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') frame[field] = value;
    }
  }
  return frame;
}

export function dataOf<T = Record<string, unknown>>(frame: SseFrame): T {
  return JSON.parse(frame.data ?? 'null') as T;
}

/**
 * Opens the event stream (`api.platform.events`). A 200 comes back as a reader; anything else as the response,
 * read to the end.
 */
export async function openStream(
  base: string,
  options: {
    topics?: readonly string[];
    cookie?: string;
    lastEventId?: string | number;
    query?: string;
  } = {},
): Promise<{ status: number; reader: SseReader | null; response: Response; body: string }> {
  const path = endpointUrl(
    api.platform.events,
    options.topics ? { query: { topics: options.topics.join(',') } } : {},
  );
  // `query` is for the tests that send what the contract would refuse, raw.
  const url = options.query ? `${path}${path.includes('?') ? '&' : '?'}${options.query}` : path;
  const abort = new AbortController();
  const response = await fetch(`${base}${url}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lastEventId !== undefined ? { 'last-event-id': String(options.lastEventId) } : {}),
    },
    signal: abort.signal,
  });
  if (response.status !== 200)
    return { status: response.status, reader: null, response, body: await response.text() };
  return { status: 200, reader: new SseReader(response, abort), response, body: '' };
}

/** Retries `check` until it passes or `timeoutMs` runs out (for things the server notices a moment later). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
