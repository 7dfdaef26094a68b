import { useEffect, useRef, useState } from 'react';
import type { EventStreamHandle, StreamState } from './event-stream.ts';
import type { LiveStreamEvent } from './events.ts';

/** The stream's client and its event reader, with the contract's event schemas (zod): loaded once, on first use. */
let live: Promise<[typeof import('./event-stream.ts'), typeof import('./events.ts')]> | undefined;
function loadLive() {
  live ??= Promise.all([import('./event-stream.ts'), import('./events.ts')]);
  return live;
}

/**
 * Listens to the community event stream for the topics a page shows, for as long as it shows them.
 * A change of topics opens a new stream; the handler may change freely. The stream's code arrives
 * after the page is up (events are invalidation hints, a moment late is no loss), so a page's first
 * JavaScript holds no schema.
 */
export function useEventStream(
  topics: readonly string[],
  onEvent: (event: LiveStreamEvent) => void,
  enabled = true,
): StreamState | null {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [state, setState] = useState<StreamState | null>(null);
  const key = [...topics].sort().join(',');
  useEffect(() => {
    if (!enabled || key === '') return;
    let stream: EventStreamHandle | null = null;
    let cancelled = false;
    void loadLive().then(([{ openEventStream }, { readStreamEvent }]) => {
      if (cancelled) return;
      stream = openEventStream({
        topics: key.split(','),
        onMessage: (message) => {
          const event = readStreamEvent(message);
          if (event) handler.current(event);
        },
        onStateChange: setState,
      });
    });
    return () => {
      cancelled = true;
      stream?.close();
    };
  }, [key, enabled]);
  return state;
}
