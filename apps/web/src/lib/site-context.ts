import { DEFAULT_SITE, isSiteId, type SiteId, siteForLanguageTag } from '@havn/domain';
import { createContext, useContext } from 'react';

const STORAGE_KEY = 'havn.site';

/** The site variant a visitor chose last time, else the one their browser language suggests. */
export function preferredSite(): SiteId {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isSiteId(stored)) return stored;
  } catch {
    // Storage can be blocked; the browser language still tells us something.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const site = siteForLanguageTag(tag);
    if (site) return site;
  }
  return DEFAULT_SITE;
}

export function rememberSite(site: SiteId): void {
  try {
    localStorage.setItem(STORAGE_KEY, site);
  } catch {
    // Not remembered: the URL still carries the site.
  }
}

export const SiteContext = createContext<SiteId>(DEFAULT_SITE);

export function useSite(): SiteId {
  return useContext(SiteContext);
}
