import { type Language, siteForCountry, siteLanguage } from '../site.ts';

/**
 * Which language content is translated into, and when (spec section 9, Translation; section 6,
 * Finnish users' special handling).
 */

/**
 * The target defaults to the member's country language (se→sv, no→nb, dk→da, fi→fi, de→de, else
 * en). For Finland the spec fixes English under a Finnish UI and Swedish under a Swedish UI; any
 * other UI language (English on the fi site) also gets English, the language the spec already picks
 * for Finland, rather than Finnish.
 */
export function translationTarget(input: { uiLanguage: Language; country: string }): Language {
  const site = siteForCountry(input.country);
  if (site === 'fi') return input.uiLanguage === 'sv' ? 'sv' : 'en';
  return siteLanguage[site];
}

export interface TranslationSettings {
  translations?: { auto?: boolean | null } | null;
}

/** Auto-translate is on unless the member turned it off. */
export function shouldAutoTranslate(settings: TranslationSettings | null | undefined): boolean {
  return settings?.translations?.auto ?? true;
}

// Detectors and providers name languages differently (franc gives ISO 639-3, DeepL "NB", some "no").
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  eng: 'en',
  swe: 'sv',
  nob: 'nb',
  no: 'nb',
  nor: 'nb',
  dan: 'da',
  fin: 'fi',
  deu: 'de',
  ger: 'de',
};

/** A language tag reduced to the primary subtag we compare on: 'sv-FI' → 'sv', 'nob' → 'nb'. */
export function normalizeLanguageTag(tag: string): string {
  const primary = (tag.split(/[-_]/)[0] ?? '').toLowerCase();
  return LANGUAGE_ALIASES[primary] ?? primary;
}

/**
 * A text needs translating when its detected language is known and differs from the target. An
 * unknown language ('und', empty or null) is left alone: no provider can translate from nothing.
 */
export function needsTranslation(originalLanguage: string | null | undefined, target: Language): boolean {
  if (!originalLanguage) return false;
  const original = normalizeLanguageTag(originalLanguage);
  if (original === '' || original === 'und') return false;
  return original !== normalizeLanguageTag(target);
}
