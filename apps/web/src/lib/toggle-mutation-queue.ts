import { useCallback, useRef } from 'react';

/**
 * Optimistic toggles (follow, join, like, share portfolio) through a queue: the UI flips at once; the
 * server hears only the latest wish, one request at a time, so fast double-clicks never race. When the
 * last request fails, `onFailure` gets the state the server still has, so the caller can revert.
 */
export function useToggleMutationQueue<State>(options: {
  initialState: State;
  send(wanted: State): Promise<State>;
  onSuccess?(confirmed: State): void;
  onFailure?(serverState: State, error: unknown): void;
}): (wanted: State) => void {
  const confirmed = useRef(options.initialState);
  const pending = useRef<State | undefined>(undefined);
  const running = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (pending.current !== undefined) {
        const wanted = pending.current;
        pending.current = undefined;
        if (Object.is(wanted, confirmed.current)) continue;
        try {
          confirmed.current = await latest.current.send(wanted);
          if (pending.current === undefined) latest.current.onSuccess?.(confirmed.current);
        } catch (error) {
          if (pending.current === undefined) latest.current.onFailure?.(confirmed.current, error);
        }
      }
    } finally {
      running.current = false;
    }
  }, []);

  return useCallback(
    (wanted: State) => {
      pending.current = wanted;
      void drain();
    },
    [drain],
  );
}
