/** One event of the community's durable log, as subscribers receive it. */
export interface BusEvent {
  id: number;
  topic: string;
  type: string;
  payload: unknown;
  createdAt: string;
}

/**
 * The PostgreSQL NOTIFY channel of the event log. A notification's payload is a comma-separated list of
 * event ids now in the log (the sequencer's), or `EVENTS_PENDING`: a writer committed events to the
 * outbox that wait for their place in the log.
 */
export const EVENT_CHANNEL = 'havn_events';
export const EVENTS_PENDING = 'pending';

/**
 * Fans events out to this process's subscribers. Writers append to the outbox with `publishEvent`
 * (platform/stream/publish.ts) inside their own transaction; on commit the database announces them
 * as pending, a sequencer gives them their place in `community_events` and announces their ids, and
 * the bus of every process delivers them. `notify` re-announces an event that is already in the log
 * (the in-process bus delivers it directly).
 *
 * Subscribers receive events in increasing id order, each at most once. `onGap` is called when the bus
 * lost events it cannot deliver (its LISTEN connection was down too long); `latestId` is the log
 * position it resumes from, so a subscriber can tell its clients to refetch.
 */
export interface EventBus {
  notify(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void, onGap?: (latestId: number) => void): () => void;
  close(): Promise<void>;
}

/** In-process fan-out, for code without a database; the database bus (pg-event-bus.ts) is the real one. */
export function inProcessBus(): EventBus {
  const listeners = new Set<(event: BusEvent) => void>();
  return {
    async notify(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
