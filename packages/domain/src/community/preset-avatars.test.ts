import { describe, expect, it } from 'vitest';
import { PRESET_AVATAR_COLOURS, PRESET_AVATARS_PER_COLOUR } from '../limits.ts';
import { isPresetAvatar, PRESET_AVATARS, parsePresetAvatar } from './preset-avatars.ts';

describe('preset avatars (spec section 9: 3 colours (green, pink, teal) with 10 each)', () => {
  it('has 30 uris preset:{colour}-{1..10}', () => {
    expect(PRESET_AVATAR_COLOURS).toEqual(['green', 'pink', 'teal']);
    expect(PRESET_AVATARS_PER_COLOUR).toBe(10);
    expect(PRESET_AVATARS).toHaveLength(30);
    expect(PRESET_AVATARS.slice(0, 2)).toEqual(['preset:green-1', 'preset:green-2']);
    expect(PRESET_AVATARS.at(-1)).toBe('preset:teal-10');
  });

  it.each([
    ['preset:green-1', true],
    ['preset:pink-10', true],
    ['preset:teal-5', true],
    ['preset:teal-0', false],
    ['preset:teal-11', false],
    ['preset:blue-1', false],
    ['preset:green-01', false],
    ['https://cdn.example/avatar.png', false],
    ['', false],
  ])('%j is a preset: %s', (uri, preset) => {
    expect(isPresetAvatar(uri)).toBe(preset);
  });

  it('parses a preset uri', () => {
    expect(parsePresetAvatar('preset:pink-7')).toEqual({ colour: 'pink', n: 7 });
    expect(parsePresetAvatar('upload:abc')).toBeNull();
  });
});
