import { describe, expect, it } from 'vitest';
import { firstFreeSlug, urlSlug } from './url-slug.ts';

describe('urlSlug', () => {
  it.each([
    ['Volvo B', 'volvo-b'],
    ['Ørsted', 'orsted'],
    ['Øystein Ærø', 'oystein-aero'],
    ['Länsförsäkringar Global Indexnära', 'lansforsakringar-global-indexnara'],
    ['A.P. Møller - Mærsk B', 'a-p-moller-maersk-b'],
    ['Straße', 'strasse'],
    ['+++', 'x'],
  ])('%s → %s', (text, slug) => {
    expect(urlSlug(text, { fallback: 'x' })).toBe(slug);
  });

  it('cuts long names without a trailing dash', () => {
    expect(urlSlug('abc def', { fallback: 'x', maxLength: 4 })).toBe('abc');
  });
});

describe('firstFreeSlug', () => {
  it('takes the base, else the first free numbered one, never a reserved word', () => {
    expect(firstFreeSlug('volvo', new Set(), new Set())).toBe('volvo');
    expect(firstFreeSlug('volvo', new Set(['volvo', 'volvo-2']), new Set())).toBe('volvo-3');
    expect(firstFreeSlug('me', new Set(), new Set(['me']))).toBe('me-2');
  });
});
