import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place they go comes near the screen (300 px ahead): heavy parts far
 * down a page (the world map) load when a customer scrolls to them, not before the page can be used.
 * The placeholder keeps the height, so nothing jumps. Without IntersectionObserver, at once.
 */
export function WhenVisible({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} style={{ minHeight }} />;
}
