import { describe, expect, it } from 'vitest';
import { describeCharacter, identifierFault } from './confusables.ts';
import { groupNameFault, validateGroupName } from './group-name.ts';
import { nameSkeleton } from './name-skeleton.ts';
import { validateUsername } from './username.ts';

// The attacks issue 12 found, and the names that must keep working.
const ATTACKS: ReadonlyArray<readonly [string, string]> = [
  ['a zero-width space', 'astrid\u200Bl'],
  ['a zero-width joiner', 'astrid\u200Dl'],
  ['a zero-width non-joiner', 'astrid\u200Cl'],
  ['a word joiner', 'astrid\u2060l'],
  ['a byte-order mark', 'astrid\uFEFFl'],
  ['a soft hyphen', 'ast\u00ADrid'],
  ['a variation selector', 'astrid\uFE0F'],
  ['an ideographic variation selector', 'astrid\u{E0100}'],
  ['a combining-mark flood', `astri${'d\u0301\u0302\u0303\u0304\u0305'}`],
  ['the same mark twice', 'astrid\u0301\u0301'],
  ['the Hangul filler', 'astrid\u3164'],
  ['the halfwidth Hangul filler', '\uFFA0astrid'],
  ['a Hangul choseong filler', 'astrid\u115F'],
  ['a right-to-left override', 'Safe \u202Egnp.exe'],
  ['a left-to-right embedding', 'Safe \u202Ainfo'],
  ['a right-to-left isolate', 'Safe \u2067info'],
  ['a right-to-left mark', 'Safe\u200Finfo'],
  ['Cyrillic inside Latin', '\u0410strid L'],
  ['Greek inside Latin', 'Ast\u03C1id'],
  ['Cherokee letters', '\u13AA\u13A2\u13A0'],
  ['a private-use character', 'astrid\uE000'],
  ['a tag character', 'astrid\u{E0041}'],
];

const GOOD_NAMES = [
  'Astrid L',
  'Åsa Ødegård',
  'Jyväskylä',
  'Ιωάννης',
  'Дмитрий',
  'नमस्ते',
  '東京 Tokyo',
  'ひらがなカタカナ漢字',
  '서울 Seoul',
  'Müller+Co',
];

describe('UTS #39 identifier rules', () => {
  it.each(ATTACKS)('refuses %s as a username and as a group name', (_, name) => {
    expect(validateUsername(name).state).not.toBe('VALID_ON_CLIENT');
    expect(validateGroupName(name)).toEqual({ state: 'INVALID' });
    expect(groupNameFault(name)).toBe('characters');
  });

  it.each(GOOD_NAMES)('accepts %j', (name) => {
    expect(identifierFault(name.normalize('NFC'))).toBeNull();
    expect(validateGroupName(name).state).toBe('VALID');
  });

  it('names an invisible character by its code point, a visible one as itself', () => {
    expect(validateUsername('Safe \u202Egnp')).toEqual({ state: 'INVALID', char: 'U+202E' });
    expect(validateUsername('astrid\u200B')).toEqual({ state: 'INVALID', char: 'U+200B' });
    expect(describeCharacter('#')).toBe('#');
  });

  it('says which rule a mixed-script name breaks', () => {
    expect(identifierFault('\u0410strid L')).toEqual({ kind: 'mixedScripts' });
    expect(validateUsername('\u0410strid L')).toEqual({ state: 'INVALID' });
  });

  it('caps names by bytes as well as characters', () => {
    // Characters of three different marks each (7 bytes) pass the character count, not the byte cap.
    const heavy = 'e\u0301\u0302\u0303';
    expect(validateGroupName(heavy.repeat(36))).toEqual({ state: 'INVALID' });
    expect(validateGroupName(heavy.repeat(20)).state).toBe('VALID');
    expect(validateUsername(heavy.repeat(30))).toEqual({ state: 'INVALID_LONG' });
    expect(validateUsername('𠀀'.repeat(30)).state).toBe('VALID_ON_CLIENT');
  });
});

describe('name skeletons', () => {
  it.each([
    ['Astrid L', 'astrid l'],
    ['Astrid L', '  Astrid   L  '],
    ['Astrid L', '\u0410\u0455trid L'],
    ['paypal', 'p\u0430yp\u0430l'],
    ['Modern', 'rnodern'],
    ['Nordic 100', 'Nordic l00'],
    ['Café', 'Cafe\u0301'],
    ['Safe', 'Ѕаfе'],
  ])('%j looks like %j', (a, b) => {
    expect(nameSkeleton(a)).toBe(nameSkeleton(b));
  });

  it.each([
    ['Astrid L', 'Astrid K'],
    ['Nordic Value', 'Nordic Growth'],
  ])('%j does not look like %j', (a, b) => {
    expect(nameSkeleton(a)).not.toBe(nameSkeleton(b));
  });
});
