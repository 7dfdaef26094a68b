import { useEffect, useState } from 'react';
import { useRenderNow } from './render-clock.tsx';

/** The current time, refreshed every `intervalMs`, so relative times and edit windows stay true. */
export function useNow(intervalMs = 30_000): Date {
  // The first render draws against the render clock (the server's time while its HTML hydrates).
  const first = useRenderNow();
  const [now, setNow] = useState(first);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
