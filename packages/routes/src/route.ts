import type { SiteId } from '@havn/domain';

/** The headings of spec section 2; every route belongs to exactly one. */
export const SECTIONS = [
  'Market and discovery',
  'Instrument pages',
  'Watchlists and search',
  'Community (forum) routes',
  'Portfolio and trading',
  'Savings',
  'Pension',
  'Transfers',
  'Account creation and settings',
  'Onboarding and other',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The teams that own routes ("routes are localized per country and owned by teams", spec section 2). */
export const TEAMS = [
  'market',
  'trading',
  'portfolio',
  'savings',
  'pension',
  'transfers',
  'onboarding',
  'community',
  'platform',
] as const;
export type Team = (typeof TEAMS)[number];

/** `live` routes have a screen today; `planned` ones are catalogued so links, sitemaps and e2e agree early. */
export type RouteStatus = 'live' | 'planned';

/**
 * How a param sits in the path: `value` fills one segment (or one part of a segment), `list` fills one
 * segment with comma-separated items (the accids), `rest` swallows the remaining segments (wildcards).
 */
export type ParamKind = 'value' | 'list' | 'rest';

export interface RouteParam {
  readonly name: string;
  readonly kind: ParamKind;
  /** Optional params are trailing: leaving one out leaves out every param after it. */
  readonly optional: boolean;
  /** Decimal digits only (for a list: every item). */
  readonly numeric: boolean;
  /** The allowed values, the same on every site; null when any value goes. */
  readonly values: readonly string[] | null;
  /** The URL word of each allowed value per site, for values that are words of the language (order intents). */
  readonly words: Readonly<Record<SiteId, Readonly<Record<string, string>>>> | null;
}

export interface Route<Id extends string = string> {
  /** Stable kebab-case id; the web app titles pages and picks screens by it. */
  readonly id: Id;
  readonly section: Section;
  readonly team: Team;
  /** The path pattern on each site, site segment included: `/se/marknaden/{country?}`; `/se` for the root. */
  readonly paths: Readonly<Record<SiteId, string>>;
  /** In path order; identical on every site. */
  readonly params: readonly RouteParam[];
  /** Login required: an anonymous visitor is sent to login with redirect_to. */
  readonly auth: boolean;
  readonly status: RouteStatus;
  /** The only sites that have this page; absent means every site. */
  readonly sites?: readonly SiteId[];
  /** Listed in the public sitemaps (public pages that are param-free or have enumerable params only). */
  readonly sitemap: boolean;
}

/**
 * Param values by name. Every value is a string: numbers as decimal strings, a list param as one
 * comma-joined string (`'11,12'`), a rest param as its `/`-joined decoded segments. Undefined means absent.
 */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export function isRouteOnSite(route: Route, site: SiteId): boolean {
  return route.sites === undefined || route.sites.includes(site);
}

/** The items of a list param value (`'11,12'` → `['11', '12']`). */
export function listParamItems(value: string): string[] {
  return value === '' ? [] : value.split(',');
}
