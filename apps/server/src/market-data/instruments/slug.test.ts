import { describe, expect, it } from 'vitest';
import { instrumentSlug } from './slug.ts';

describe('instrumentSlug', () => {
  it.each([
    ['Volvo B', 'volvo-b'],
    ['Ørsted', 'orsted'],
    ['Nokia Oyj', 'nokia-oyj'],
    ['Kone Oyj – B', 'kone-oyj-b'],
    ['Länsförsäkringar Global Indexnära', 'lansforsakringar-global-indexnara'],
    ['A.P. Møller - Mærsk B', 'a-p-moller-maersk-b'],
    ['+++', 'instrument'],
  ])('%s → %s', (name, slug) => {
    expect(instrumentSlug(name)).toBe(slug);
  });
});
