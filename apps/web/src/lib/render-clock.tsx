import type { SiteId } from '@havn/domain';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { localTimeZone } from './format.ts';

/**
 * The time a page is drawn at, and the zone its times are written in. A server-rendered page is drawn
 * at the server's "now" in the site's home zone (the server cannot know the reader's zone), and the
 * browser's first render, the one that hydrates that HTML, must write the same words; once hydrated,
 * the browser moves to its own clock and the reader's own zone. A page the browser draws alone starts
 * there at once.
 */
interface RenderClock {
  now: Date;
  /** undefined: the reader's own zone. */
  timeZone: string | undefined;
}

/** The zone a site's server-rendered times are written in, until the browser takes over. */
const SITE_ZONE: Record<SiteId, string> = {
  en: 'Europe/Stockholm',
  se: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  fi: 'Europe/Helsinki',
  de: 'Europe/Berlin',
};

const RenderClockContext = createContext<RenderClock | null>(null);

export function RenderClockProvider({
  serverNow,
  site,
  children,
}: {
  /** The server's time of rendering, on the server and while hydrating its HTML; absent otherwise. */
  serverNow: Date | undefined;
  site: SiteId;
  children: ReactNode;
}) {
  const [clock, setClock] = useState<RenderClock>(() =>
    serverNow ? { now: serverNow, timeZone: SITE_ZONE[site] } : { now: new Date(), timeZone: undefined },
  );
  useEffect(() => {
    setClock((current) => (current.timeZone ? { now: new Date(), timeZone: undefined } : current));
  }, []);
  return <RenderClockContext.Provider value={clock}>{children}</RenderClockContext.Provider>;
}

/** The zone to write times in now: undefined (the reader's own) except while the server's HTML hydrates. */
export function useTimeZone(): string | undefined {
  return useContext(RenderClockContext)?.timeZone;
}

/** The zone's name to show beside a time. */
export function useTimeZoneName(): string {
  return useTimeZone() ?? localTimeZone();
}

/** The time to draw relative times against first (the server's while hydrating). */
export function useRenderNow(): Date {
  return useContext(RenderClockContext)?.now ?? new Date();
}
