import { useCallback, useState } from 'react';

/**
 * A wizard's draft kept in sessionStorage under `storageKey` (so Back and a reload keep it, and a
 * trip to the eID and back), with a way to change it: a partial change merges, null starts afresh.
 */
export function useSessionDraft<T extends object>(
  storageKey: string,
  empty: () => T,
): [T, (change: Partial<T> | null) => void] {
  const [draft, setDraft] = useState<T>(() => {
    try {
      const stored = window.sessionStorage.getItem(storageKey);
      return stored ? { ...empty(), ...(JSON.parse(stored) as Partial<T>) } : empty();
    } catch {
      return empty();
    }
  });
  const update = useCallback(
    (change: Partial<T> | null) => {
      setDraft((current) => {
        const next = change === null ? empty() : { ...current, ...change };
        try {
          if (change === null) window.sessionStorage.removeItem(storageKey);
          else window.sessionStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // Storage may be refused (private mode): the wizard still works on this page.
        }
        return next;
      });
    },
    [storageKey, empty],
  );
  return [draft, update];
}
