/** One event of the community's durable log, as subscribers receive it. */
export interface BusEvent {
  id: number;
  topic: string;
  type: string;
  payload: unknown;
  createdAt: string;
}

/** The PostgreSQL NOTIFY channel of the event log; a notification's payload is one event id. */
export const EVENT_CHANNEL = 'havn_events';

/**
 * Fans events out to this process's subscribers. Writers append to `community_events` with
 * `publishEvent` (platform/stream/publish.ts) inside their own transaction; the database announces
 * the event on commit and the bus of every process delivers it. `notify` re-announces an event that
 * is already in the log (the in-process bus delivers it directly).
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
