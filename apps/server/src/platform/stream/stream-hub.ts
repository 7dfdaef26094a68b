import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type ResyncReason, STREAM_CONTROL_EVENTS } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import type { BusEvent } from '../event-bus.ts';
import type { StartingPoint } from './resume.ts';
import { sseComment, sseEvent, sseRetry } from './sse.ts';
import {
  CLIENT_RETRY_MS,
  MAX_CONNECTION_MS,
  REPLAY_MAX_EVENTS,
  SLOW_READER_MAX_BUFFERED_BYTES,
} from './stream-limits.ts';

/**
 * One client's event stream. It exists from the moment the request is accepted: until `open`, live
 * events wait in a bounded buffer while the starting point is read, so nothing committed in between
 * is lost. Afterwards it writes each event whose id is above the last one it sent.
 */
export class EventConnection {
  readonly topics: readonly string[];
  readonly key: string;
  readonly #hub: StreamHub;
  readonly #res: ServerResponse;
  #opened = false;
  #closed = false;
  #pending: BusEvent[] = [];
  /** A gap the bus reported (or a buffer overflow) before the stream opened: resync from here. */
  #pendingGap: number | null = null;
  #lastSentId = 0;
  #writtenThisTick = 0;
  /** The tick `#writtenThisTick` counts (see `currentTick`). */
  #tick = -1;
  #lifetime: NodeJS.Timeout | null = null;

  constructor(hub: StreamHub, res: ServerResponse, key: string, topics: readonly string[]) {
    this.#hub = hub;
    this.#res = res;
    this.key = key;
    this.topics = topics;
    // The client went away (or we ended or destroyed the response): release everything it held.
    res.once('close', () => this.#release());
    this.#lifetime = setTimeout(() => this.end(), MAX_CONNECTION_MS);
    this.#lifetime.unref();
  }

  /**
   * Writes the head and the prelude: `retry`, the replay or a resync, `ready`, then whatever arrived
   * meanwhile. A replay (up to 1000 events) waits for the socket to drain as it goes, so a long one
   * neither piles up in memory nor counts as a slow reader; live events wait in the bounded buffer.
   */
  async open(headers: OutgoingHttpHeaders, start: StartingPoint): Promise<void> {
    if (this.#closed || this.#res.destroyed) {
      this.#release();
      return;
    }
    this.#res.socket?.setNoDelay(true);
    this.#res.writeHead(200, headers);
    this.#res.write(sseRetry(CLIENT_RETRY_MS));
    if (start.kind === 'replay') {
      for (const event of start.events) {
        if (this.#closed) return;
        this.#lastSentId = event.id;
        if (!this.#res.write(sseEvent(event.id, event.type, event))) await drained(this.#res);
      }
      if (this.#closed) return;
    }
    this.#opened = true;
    if (start.kind === 'resync') this.#resync(start.position, start.reason);
    this.#lastSentId = Math.max(this.#lastSentId, start.position);
    this.#write(sseEvent(this.#lastSentId, STREAM_CONTROL_EVENTS.ready, { topics: this.topics }));
    const pending = this.#pending;
    this.#pending = [];
    if (this.#pendingGap !== null) this.#resync(this.#pendingGap, 'SERVER_GAP');
    else for (const event of pending) this.#send(event);
  }

  /** `frame` is the event in the wire format, made once for every stream that hears it. */
  deliver(event: BusEvent, frame: string): void {
    if (this.#closed) return;
    if (this.#opened) {
      this.#send(event, frame);
    } else if (this.#pending.length < REPLAY_MAX_EVENTS) {
      this.#pending.push(event);
    } else {
      this.#pendingGap = Math.max(this.#pendingGap ?? 0, event.id);
    }
  }

  /** The bus lost events up to `latestId`: the client refetches instead. */
  gap(latestId: number): void {
    if (this.#closed) return;
    if (this.#opened) this.#resync(latestId, 'SERVER_GAP');
    else this.#pendingGap = Math.max(this.#pendingGap ?? 0, latestId);
  }

  ping(): void {
    if (this.#opened) this.#write(sseComment('ping'));
  }

  /** Ends the stream cleanly; the client reconnects (with its Last-Event-ID) after `retry`. */
  end(): void {
    if (this.#closed) return;
    if (this.#res.headersSent) this.#res.end();
    else this.#res.destroy();
    this.#release();
  }

  /**
   * This process is shutting down: an open stream is told to reconnect after `delayMs` (`retry:` for
   * an EventSource, `reconnect` for our client) and ends; one still opening just ends.
   */
  reconnectElsewhere(delayMs: number): void {
    if (this.#closed) return;
    if (this.#opened) {
      this.#write(sseRetry(delayMs));
      this.#write(
        sseEvent(this.#lastSentId, STREAM_CONTROL_EVENTS.reconnect, { reason: 'SERVER_DRAINING', delayMs }),
      );
    }
    this.end();
  }

  /** Before `open`: the request failed, nothing was written. */
  abandon(): void {
    this.#release();
  }

  #send(event: BusEvent, frame?: string): void {
    if (event.id <= this.#lastSentId) return;
    this.#lastSentId = event.id;
    this.#write(frame ?? sseEvent(event.id, event.type, event));
  }

  #resync(position: number, reason: ResyncReason): void {
    this.#lastSentId = Math.max(this.#lastSentId, position);
    this.#write(sseEvent(this.#lastSentId, STREAM_CONTROL_EVENTS.resync, { reason }));
  }

  #write(chunk: string): void {
    if (this.#closed) return;
    // writableLength counts what Node holds for this response, its socket's buffer included. Node's
    // http corks a response until the end of the tick, so what was written this tick is counted there
    // although the kernel has not been offered it yet: the backlog is what is left from earlier ticks.
    // A reader whose backlog passes the cap is dropped rather than allowed to grow our memory; it
    // resumes from its Last-Event-ID when it reconnects.
    const tick = currentTick();
    if (tick !== this.#tick) {
      this.#tick = tick;
      this.#writtenThisTick = 0;
    }
    const backlog = this.#res.writableLength - this.#writtenThisTick;
    if (backlog > SLOW_READER_MAX_BUFFERED_BYTES) {
      this.#hub.log.info({ key: this.key, backlog }, 'event stream: dropping a slow reader');
      this.#res.destroy();
      this.#release();
      return;
    }
    this.#writtenThisTick += chunk.length;
    this.#res.write(chunk);
  }

  #release(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#pending = [];
    if (this.#lifetime) clearTimeout(this.#lifetime);
    this.#lifetime = null;
    this.#hub.remove(this);
  }
}

/**
 * The streams of one server process: a topic index, the connection caps, one bus subscription and one
 * heartbeat timer for all of them, both held only while a stream is open.
 *
 * The caps are counted per process, in memory: a member behind a load balancer can hold the cap on each
 * process. That bounds what one member costs a process, which is what the cap is for; a cluster-wide
 * count would need a shared counter that survives crashed processes, for little gain.
 */
export class StreamHub {
  readonly log: AppContext['log'];
  readonly #ctx: AppContext;
  readonly #connections = new Set<EventConnection>();
  readonly #byTopic = new Map<string, Set<EventConnection>>();
  readonly #perKey = new Map<string, number>();
  #heartbeat: NodeJS.Timeout | null = null;
  #unsubscribe: (() => void) | null = null;
  /** Set once the server drains or closes: a stream accepted after that would hold the close open. */
  #closing = false;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
    this.log = ctx.log;
  }

  get size(): number {
    return this.#connections.size;
  }

  get closing(): boolean {
    return this.#closing;
  }

  /**
   * A connection subscribed to its topics, or null when `key` already holds `limit` streams or the
   * server is closing (`closing` tells which).
   */
  connect(
    res: ServerResponse,
    key: string,
    limit: number,
    topics: readonly string[],
  ): EventConnection | null {
    if (this.#closing) return null;
    const held = this.#perKey.get(key) ?? 0;
    if (held >= limit) return null;
    this.#perKey.set(key, held + 1);
    const connection = new EventConnection(this, res, key, topics);
    this.#connections.add(connection);
    for (const topic of topics) {
      let set = this.#byTopic.get(topic);
      if (!set) {
        set = new Set();
        this.#byTopic.set(topic, set);
      }
      set.add(connection);
    }
    this.#start();
    return connection;
  }

  /** Called by a connection once, when it closes. */
  remove(connection: EventConnection): void {
    if (!this.#connections.delete(connection)) return;
    const held = (this.#perKey.get(connection.key) ?? 1) - 1;
    if (held > 0) this.#perKey.set(connection.key, held);
    else this.#perKey.delete(connection.key);
    for (const topic of connection.topics) {
      const set = this.#byTopic.get(topic);
      set?.delete(connection);
      if (set?.size === 0) this.#byTopic.delete(topic);
    }
    if (this.#connections.size === 0) this.#stop();
  }

  /** Server shutdown: every stream ends cleanly, so its client reconnects to another process. */
  closeAll(): void {
    this.#closing = true;
    for (const connection of [...this.#connections]) connection.end();
    this.#stop();
  }

  /**
   * Draining (SIGTERM): every client is told to reconnect, each after a random delay below `spreadMs`
   * so the other processes are not hit by all of them at once, and the streams end.
   */
  drain(spreadMs: number): void {
    this.#closing = true;
    for (const connection of [...this.#connections]) {
      connection.reconnectElsewhere(Math.floor(Math.random() * spreadMs));
    }
    this.#stop();
  }

  #start(): void {
    if (!this.#unsubscribe) {
      this.#unsubscribe = this.#ctx.bus.subscribe(
        (event) => {
          const set = this.#byTopic.get(event.topic);
          if (!set) return;
          // One serialization for every listener: with thousands of streams on a topic, that is the cost.
          const frame = sseEvent(event.id, event.type, event);
          for (const connection of [...set]) connection.deliver(event, frame);
        },
        (latestId) => {
          for (const connection of [...this.#connections]) connection.gap(latestId);
        },
      );
    }
    if (!this.#heartbeat) {
      this.#heartbeat = setInterval(() => {
        for (const connection of [...this.#connections]) connection.ping();
      }, this.#ctx.config.stream.heartbeatMs);
      this.#heartbeat.unref();
    }
  }

  #stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }
}

let tickNumber = 0;
let tickScheduled = false;

/**
 * A number that changes once per turn of the event loop, kept by one setImmediate for every stream
 * (not one per stream and write: with ten thousand streams hearing one event, that was the cost).
 */
function currentTick(): number {
  if (!tickScheduled) {
    tickScheduled = true;
    setImmediate(() => {
      tickNumber += 1;
      tickScheduled = false;
    });
  }
  return tickNumber;
}

/** Resolves when the response can take more, or when it closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
