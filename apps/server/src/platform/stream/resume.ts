import type { ResyncReason } from '@havn/contract';
import type { Db } from '../../db/client.ts';
import type { BusEvent } from '../event-bus.ts';
import { eventsAfter, firstEventTimeAfter, latestEventId } from './events-repo.ts';
import { REPLAY_MAX_AGE_MS, REPLAY_MAX_EVENTS } from './stream-limits.ts';

/** Where a new stream starts; `position` is the log position it is live from. */
export type StartingPoint =
  | { kind: 'live'; position: number }
  | { kind: 'replay'; events: BusEvent[]; position: number }
  | { kind: 'resync'; reason: ResyncReason; position: number };

/** A Last-Event-ID: the header (what EventSource sends on reconnect) wins over the query parameter. */
export function parseLastEventId(
  header: string | string[] | undefined,
  query: string | undefined,
): number | 'invalid' | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() || query;
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,15}$/.test(raw)) return 'invalid';
  return Number(raw);
}

/**
 * Decides what a connecting client gets before the live events. The caller has already subscribed the
 * connection to the bus, so every event committed from here on reaches it live; events committed
 * while these queries run arrive both ways and the connection keeps only ids above what it sent.
 *
 * A resume replays the missed events of the client's topics, unless the first event it missed (of any
 * topic) is older than a day, or there are more than 1000 of them, or the id is not one this log gave
 * out: then one `resync` tells the client to refetch what it shows.
 */
export async function startingPoint(
  db: Db,
  topics: readonly string[],
  lastEventId: number | 'invalid' | null,
  now: Date,
): Promise<StartingPoint> {
  // Read first: everything at or below it is visible to the queries below (ids increase in commit order).
  const latest = await latestEventId(db);
  if (lastEventId === null) return { kind: 'live', position: latest };
  if (lastEventId === 'invalid' || lastEventId > latest) {
    return { kind: 'resync', reason: 'UNKNOWN_EVENT_ID', position: latest };
  }
  if (lastEventId === latest) return { kind: 'replay', events: [], position: latest };
  const firstMissed = await firstEventTimeAfter(db, lastEventId);
  if (firstMissed && now.getTime() - firstMissed.getTime() > REPLAY_MAX_AGE_MS) {
    return { kind: 'resync', reason: 'GAP_TOO_OLD', position: latest };
  }
  const events = await eventsAfter(db, topics, lastEventId, REPLAY_MAX_EVENTS + 1);
  if (events.length > REPLAY_MAX_EVENTS)
    return { kind: 'resync', reason: 'TOO_MANY_EVENTS', position: latest };
  return { kind: 'replay', events, position: Math.max(latest, events.at(-1)?.id ?? 0) };
}
