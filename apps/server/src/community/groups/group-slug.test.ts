import { describe, expect, it } from 'vitest';
import { firstFreeSlug, groupSlugBase } from './group-slug.ts';

describe('groupSlugBase', () => {
  it.each([
    ['Fjord Investors', 'fjord-investors'],
    ['Ørsted fans', 'orsted-fans'],
    ['Länsförsäkringar & Co.', 'lansforsakringar-co'],
    ['Mærsk  B ', 'maersk-b'],
    ['   Dividends', 'dividends'],
    ['🚀🚀🚀', 'group'],
    ['Widget', 'widget'],
    ['a'.repeat(36), 'a'.repeat(36)],
  ])('%s → %s', (name, slug) => {
    expect(groupSlugBase(name)).toBe(slug);
  });

  it('keeps long slugs at 60 characters without a trailing dash', () => {
    const slug = groupSlugBase(`${'ab '.repeat(30)}`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('firstFreeSlug', () => {
  it('takes the base when it is free', () => {
    expect(firstFreeSlug('fjord', new Set())).toBe('fjord');
  });

  it('appends -2, -3 … past the taken ones', () => {
    expect(firstFreeSlug('fjord', new Set(['fjord']))).toBe('fjord-2');
    expect(firstFreeSlug('fjord', new Set(['fjord', 'fjord-2', 'fjord-3']))).toBe('fjord-4');
  });

  it('never hands out the static paths beside /groups/:slug', () => {
    expect(firstFreeSlug('widget', new Set())).toBe('widget-2');
    expect(firstFreeSlug('validate-name', new Set())).toBe('validate-name-2');
  });
});
