import { describe, expect, it } from 'vitest';
import type { Language } from '../site.ts';
import {
  needsTranslation,
  normalizeLanguageTag,
  shouldAutoTranslate,
  translationTarget,
} from './translation.ts';

describe('translationTarget (spec section 9: the country language; Finland: English under a Finnish UI, Swedish under a Swedish UI)', () => {
  it.each<[string, Language, Language]>([
    ['se', 'sv', 'sv'],
    ['se', 'en', 'sv'],
    ['no', 'nb', 'nb'],
    ['NO', 'en', 'nb'],
    ['dk', 'da', 'da'],
    ['de', 'de', 'de'],
    ['us', 'en', 'en'],
    ['gb', 'sv', 'en'],
    ['fi', 'fi', 'en'],
    ['fi', 'sv', 'sv'],
    ['fi', 'en', 'en'],
  ])('country %s with UI %s → %s', (country, uiLanguage, target) => {
    expect(translationTarget({ uiLanguage, country })).toBe(target);
  });
});

describe('shouldAutoTranslate: on by default', () => {
  it.each([
    [undefined, true],
    [null, true],
    [{}, true],
    [{ translations: {} }, true],
    [{ translations: { auto: null } }, true],
    [{ translations: { auto: true } }, true],
    [{ translations: { auto: false } }, false],
  ])('%o → %s', (settings, auto) => {
    expect(shouldAutoTranslate(settings)).toBe(auto);
  });
});

describe('needsTranslation', () => {
  it.each<[string | null, Language, boolean]>([
    ['sv', 'sv', false],
    ['sv-FI', 'sv', false],
    ['fi', 'sv', true],
    ['en', 'sv', true],
    ['no', 'nb', false],
    ['nob', 'nb', false],
    ['swe', 'sv', false],
    ['und', 'en', false],
    ['', 'en', false],
    [null, 'en', false],
  ])('%j into %s: %s', (original, target, needed) => {
    expect(needsTranslation(original, target)).toBe(needed);
  });

  it('reduces tags to their primary subtag', () => {
    expect(normalizeLanguageTag('EN_gb')).toBe('en');
    expect(normalizeLanguageTag('deu')).toBe('de');
  });
});
