/**
 * The six site variants of spec section 1 and the UI language each one speaks.
 * The site is the first path segment of every page URL (`/se/...`); a bare `/se` is the country root.
 */
export const SITES = ['en', 'se', 'no', 'dk', 'fi', 'de'] as const;
export type SiteId = (typeof SITES)[number];

export const LANGUAGES = ['en', 'sv', 'nb', 'da', 'fi', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_SITE: SiteId = 'en';

export const siteLanguage: Readonly<Record<SiteId, Language>> = {
  en: 'en',
  se: 'sv',
  no: 'nb',
  dk: 'da',
  fi: 'fi',
  de: 'de',
};

/** BCP 47 locale used with Intl for dates, times and numbers on each site. */
export const siteLocale: Readonly<Record<SiteId, string>> = {
  en: 'en-GB',
  se: 'sv-SE',
  no: 'nb-NO',
  dk: 'da-DK',
  fi: 'fi-FI',
  de: 'de-DE',
};

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}

/** The site a customer of this ISO country lands on; anyone outside the Nordics gets English. */
export function siteForCountry(country: string): SiteId {
  const byCountry: Record<string, SiteId> = { se: 'se', no: 'no', dk: 'dk', fi: 'fi', de: 'de' };
  return byCountry[country.toLowerCase()] ?? DEFAULT_SITE;
}

/** Norwegian comes as nb (Bokmål), nn (Nynorsk) or the bare macrolanguage no. */
const siteByLanguage: Readonly<Record<string, SiteId>> = {
  sv: 'se',
  nb: 'no',
  nn: 'no',
  no: 'no',
  da: 'dk',
  fi: 'fi',
  de: 'de',
};

/**
 * The site a browser language tag suggests (`sv-SE` → se), or undefined when none of ours speaks it.
 * The server reads Accept-Language with it, the web navigator.languages: one map for both.
 */
export function siteForLanguageTag(tag: string): SiteId | undefined {
  return siteByLanguage[tag.trim().slice(0, 2).toLowerCase()];
}
