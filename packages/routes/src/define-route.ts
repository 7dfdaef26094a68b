import { SITES, type SiteId } from '@havn/domain';
import { compileSegments, type PatternSlot, patternSlots } from './pattern.ts';
import type { Route, RouteParam, RouteStatus, Section, Team } from './route.ts';
import { urlWord } from './url-word.ts';

/** One text per site, written in the site's own language with its own letters (`köp`, `kjøp`, `køb`). */
export type Localized = Readonly<Record<SiteId, string>>;

/** The same word on every site: product names and codes that each language uses as they are. */
export function everywhere(word: string): Localized {
  return { en: word, se: word, no: word, dk: word, fi: word, de: word };
}

/**
 * A site-relative path pattern per site. Localized parts go through the spelling rule (`urlWord`);
 * string parts are either param tokens (`{listId?}`) kept as written or one word shared by every site.
 */
export function path(...parts: readonly (Localized | string)[]): Localized {
  const bySite = (site: SiteId): string =>
    parts
      .map((part) => {
        if (typeof part !== 'string') return urlWord(part[site]);
        return part.includes('{') ? part : urlWord(part);
      })
      .join('/');
  return {
    en: bySite('en'),
    se: bySite('se'),
    no: bySite('no'),
    dk: bySite('dk'),
    fi: bySite('fi'),
    de: bySite('de'),
  };
}

/** Constraints on a param the patterns name; whether it is optional or a rest param is read from the pattern. */
export interface ParamSpec {
  readonly numeric?: boolean;
  readonly list?: boolean;
  readonly values?: readonly string[];
  /** The URL word of each value per site (the values are then exactly this record's keys). */
  readonly words?: Readonly<Record<string, Localized>>;
}

export const NUMERIC: ParamSpec = { numeric: true };

/** Comma-separated account ids (spec: "overview details, with comma-separated accids"). */
export const ACCID_LIST: ParamSpec = { numeric: true, list: true };

export function oneOf(...values: readonly string[]): ParamSpec {
  return { values };
}

/** An enum whose values are words of each site's language in the URL (the order intents). */
export function localizedOneOf(words: Readonly<Record<string, Localized>>): ParamSpec {
  return { values: Object.keys(words), words };
}

export interface RouteDefinition<Id extends string> {
  readonly id: Id;
  readonly section: Section;
  readonly team: Team;
  readonly auth: boolean;
  readonly sitemap: boolean;
  /** Planned unless said otherwise. */
  readonly status?: RouteStatus;
  readonly sites?: readonly SiteId[];
  /** Site-relative patterns, usually from `path()`; '' is the site root. */
  readonly paths: Localized;
  readonly params?: Readonly<Record<string, ParamSpec>>;
}

/** Checks a definition against the catalogue's rules and turns it into a route; throws at load on a mistake. */
export function defineRoute<const Id extends string>(definition: RouteDefinition<Id>): Route<Id> {
  const fail = (why: string): never => {
    throw new Error(`Route "${definition.id}": ${why}`);
  };
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(definition.id)) fail('the id must be kebab-case');

  const slots = patternSlots(definition.paths.en);
  for (const site of SITES) {
    const siteSlots = patternSlots(definition.paths[site]);
    if (JSON.stringify(siteSlots) !== JSON.stringify(slots)) {
      fail(`the ${site} pattern must name the same params in the same order as the en pattern`);
    }
  }
  const names = slots.map((slot) => slot.name);
  if (new Set(names).size !== names.length) fail('a param name appears twice');
  const specs = definition.params ?? {};
  for (const name of Object.keys(specs)) {
    if (!names.includes(name)) fail(`param "${name}" has a spec but no pattern names it`);
  }

  const params = slots.map((slot) => toParam(slot, specs[slot.name] ?? {}, fail));
  const byName = new Map(params.map((param) => [param.name, param]));
  for (const site of SITES) compileSegments(definition.paths[site], byName);

  if (definition.sites !== undefined) {
    if (definition.sites.length === 0) fail('a site restriction must name at least one site');
    for (const site of definition.sites) if (!SITES.includes(site)) fail(`"${site}" is not a site`);
  }
  if (definition.sitemap) {
    if (definition.auth) fail('a page behind login cannot be in the public sitemap');
    const free = params.find((param) => !param.optional && param.values === null);
    if (free) fail(`a sitemap page cannot need the free param "${free.name}"`);
  }

  const full = (site: SiteId): string =>
    definition.paths[site] === '' ? `/${site}` : `/${site}/${definition.paths[site]}`;
  return {
    id: definition.id,
    section: definition.section,
    team: definition.team,
    paths: { en: full('en'), se: full('se'), no: full('no'), dk: full('dk'), fi: full('fi'), de: full('de') },
    params,
    auth: definition.auth,
    status: definition.status ?? 'planned',
    ...(definition.sites === undefined ? {} : { sites: definition.sites }),
    sitemap: definition.sitemap,
  };
}

function toParam(slot: PatternSlot, spec: ParamSpec, fail: (why: string) => never): RouteParam {
  const kind = slot.rest ? 'rest' : spec.list ? 'list' : 'value';
  if (spec.list && (slot.rest || slot.compound)) fail(`list param "${slot.name}" must fill a whole segment`);
  if (slot.rest && (spec.values || spec.numeric)) fail(`rest param "${slot.name}" takes any path`);
  const values = spec.values ?? null;
  if (values !== null) {
    if (values.length === 0 || new Set(values).size !== values.length) {
      fail(`param "${slot.name}" needs distinct allowed values`);
    }
    if (values.includes('')) fail(`param "${slot.name}" cannot allow the empty value`);
    if (spec.numeric && values.some((value) => !/^[0-9]+$/.test(value))) {
      fail(`numeric param "${slot.name}" has a non-numeric allowed value`);
    }
  }
  let words: RouteParam['words'] = null;
  if (spec.words) {
    const entries = Object.entries(spec.words);
    const bySite = (site: SiteId): Record<string, string> => {
      const spelled = Object.fromEntries(entries.map(([value, word]) => [value, urlWord(word[site])]));
      if (new Set(Object.values(spelled)).size !== entries.length) {
        fail(`param "${slot.name}" has two values with the same ${site} word`);
      }
      return spelled;
    };
    words = {
      en: bySite('en'),
      se: bySite('se'),
      no: bySite('no'),
      dk: bySite('dk'),
      fi: bySite('fi'),
      de: bySite('de'),
    };
  }
  return {
    name: slot.name,
    kind,
    optional: slot.optional,
    numeric: spec.numeric ?? false,
    values,
    words,
  };
}
