import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { type BusEvent, EVENT_CHANNEL, EVENTS_PENDING, type EventBus } from './event-bus.ts';
import { type Backoff, keepListening } from './keep-listening.ts';
import { allEventsAfter, eventsByIds, latestEventId } from './stream/events-repo.ts';
import { eventSequencer } from './stream/sequencer.ts';

export interface DatabaseEventBusOptions {
  database: Pick<Database, 'db' | 'listen'>;
  log: FastifyBaseLogger;
  /** Delays between attempts to re-open a dropped LISTEN session: doubling from minMs up to maxMs. */
  reconnect?: Backoff;
  /** After a reconnect, up to this many missed events are delivered late; more make subscribers resync. */
  catchUpLimit?: number;
}

const DEFAULT_CATCH_UP_LIMIT = 1000;

interface Subscriber {
  listener: (event: BusEvent) => void;
  onGap: ((latestId: number) => void) | undefined;
}

/**
 * The event bus of a server process: one LISTEN session on the database (PostgreSQL, or PGlite's own
 * LISTEN/NOTIFY when embedded) hears the id of every event committed by any process; the bus loads
 * those rows (a NOTIFY payload is limited to 8000 bytes, so it carries ids only) and hands them to this
 * process's subscribers. The same session hears writers announce pending events, and the bus runs the
 * sequencer (stream/sequencer.ts) that gives them their ids.
 *
 * Order and gaps: the sequencer makes event ids increase in commit order, so the bus delivers in id
 * order and drops anything at or below the last id it delivered. If the LISTEN session drops, the bus
 * re-opens it with backoff and then reads what it missed from the log (`id >` the last delivered);
 * when that is more than `catchUpLimit` events it tells subscribers to resync instead. A LISTEN session
 * must be a real session: behind PgBouncer it needs session pooling (or a direct connection).
 */
export async function databaseEventBus(options: DatabaseEventBusOptions): Promise<EventBus> {
  const { database, log } = options;
  const { db } = database;
  const catchUpLimit = options.catchUpLimit ?? DEFAULT_CATCH_UP_LIMIT;

  const sequencer = eventSequencer(db, log);
  const subscribers = new Set<Subscriber>();
  const pendingIds = new Set<number>();
  let lastId = 0;
  let closed = false;
  let flushQueued = false;
  // Every read of the log runs on this chain, one at a time, so deliveries keep id order.
  let work: Promise<void> = Promise.resolve();

  const enqueue = (step: () => Promise<void>) => {
    work = work.then(step).catch((error: unknown) => log.error({ err: error }, 'event bus: delivery failed'));
  };

  const deliver = (event: BusEvent) => {
    if (event.id <= lastId) return;
    lastId = event.id;
    for (const { listener } of subscribers) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error }, 'event bus: a subscriber failed');
      }
    }
  };

  const flush = async () => {
    flushQueued = false;
    const ids = [...pendingIds].filter((id) => id > lastId);
    pendingIds.clear();
    if (ids.length === 0 || closed) return;
    // Nobody here listens (no open stream on this process): the log is not read for no one, as if the
    // events had come before the next subscriber, which takes up from the log by its own position.
    if (subscribers.size === 0) {
      lastId = Math.max(lastId, ...ids);
      return;
    }
    for (const event of await eventsByIds(db, ids)) deliver(event);
  };

  const onNotify = (payload: string) => {
    if (payload === EVENTS_PENDING) {
      sequencer.request();
      return;
    }
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isSafeInteger(id) && id > 0) pendingIds.add(id);
    }
    if (!flushQueued) {
      flushQueued = true;
      enqueue(flush);
    }
  };

  const catchUp = async () => {
    if (closed) return;
    const events = await allEventsAfter(db, lastId, catchUpLimit + 1);
    if (events.length <= catchUpLimit) {
      for (const event of events) deliver(event);
      return;
    }
    lastId = await latestEventId(database.db);
    log.warn(
      { latestId: lastId },
      'event bus: too many events missed while disconnected; subscribers resync',
    );
    for (const { onGap } of subscribers) onGap?.(lastId);
  };

  // Listen first, then read the position: an event committed in between is heard and then skipped as old,
  // never lost. There are no subscribers yet, so skipping costs nothing.
  const listening = await keepListening({
    database,
    channel: EVENT_CHANNEL,
    log,
    name: 'event bus',
    heard: onNotify,
    mustOpen: true,
    ...(options.reconnect ? { backoff: options.reconnect } : {}),
    onReopen: () => {
      // Pending events announced while nobody listened would wait for the next write otherwise.
      sequencer.request();
      enqueue(catchUp);
    },
  });
  lastId = await latestEventId(db);
  // Events a crashed process wrote but nobody sequenced get their place now.
  sequencer.request();

  return {
    async notify(event) {
      await db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${String(event.id)})`);
    },
    subscribe(listener, onGap) {
      const subscriber: Subscriber = { listener, onGap };
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    async close() {
      closed = true;
      await listening.close();
      await sequencer.close();
      subscribers.clear();
      pendingIds.clear();
      // A read in flight finishes before the caller closes the database under it.
      await work;
    },
  };
}
