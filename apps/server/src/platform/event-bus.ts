/** One event of the community's durable log, as subscribers receive it. */
export interface BusEvent {
  id: number;
  topic: string;
  type: string;
  payload: unknown;
  createdAt: string;
}

/**
 * Fans events out to this process's subscribers. Writers append to `community_events` in their own
 * transaction and call `notify` after commit; with PostgreSQL every process hears every event.
 */
export interface EventBus {
  notify(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/** In-process fan-out; the PostgreSQL LISTEN/NOTIFY bus replaces it for several processes. */
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
