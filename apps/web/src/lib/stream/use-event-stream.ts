import { useEffect, useRef, useState } from 'react';
import { openEventStream, type StreamState } from './event-stream.ts';
import { type LiveStreamEvent, readStreamEvent } from './events.ts';

/**
 * Listens to the community event stream for the topics a page shows, for as long as it shows them.
 * A change of topics opens a new stream; the handler may change freely.
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
    const stream = openEventStream({
      topics: key.split(','),
      onMessage: (message) => {
        const event = readStreamEvent(message);
        if (event) handler.current(event);
      },
      onStateChange: setState,
    });
    return () => stream.close();
  }, [key, enabled]);
  return state;
}
