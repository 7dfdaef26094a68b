import { describe, expect, it } from 'vitest';
import { siteForLanguageTag } from './site.ts';

describe('siteForLanguageTag', () => {
  it.each([
    ['sv', 'se'],
    ['sv-SE', 'se'],
    ['nb', 'no'],
    ['nn-NO', 'no'],
    ['no', 'no'],
    ['da', 'dk'],
    ['fi-FI', 'fi'],
    ['DE-at', 'de'],
    [' sv;q=0.8', 'se'],
    ['en-GB', undefined],
    ['fr', undefined],
    ['', undefined],
  ])('%j suggests %s', (tag, site) => {
    expect(siteForLanguageTag(tag)).toBe(site);
  });
});
