import { describe, expect, it } from 'vitest';
import { USERNAME_DEBOUNCE_MS, USERNAME_MAX, USERNAME_MIN } from '../limits.ts';
import {
  canCreateProfile,
  USERNAME_MESSAGE_KEY,
  USERNAME_MESSAGES,
  USERNAME_STATES,
  type UsernameCheck,
  usernameMessage,
  usernameMessageKey,
  validateUsername,
} from './username.ts';

describe('username rules (spec section 5)', () => {
  it('uses the spec numbers: 3 to 30 characters, a 1 s debounce', () => {
    expect([USERNAME_MIN, USERNAME_MAX, USERNAME_DEBOUNCE_MS]).toEqual([3, 30, 1000]);
  });

  it('knows the ten states of section 4', () => {
    expect(USERNAME_STATES).toEqual([
      'EMPTY',
      'INVALID',
      'INVALID_SHORT',
      'INVALID_LONG',
      'VALID_ON_CLIENT',
      'CHECKING',
      'VALID',
      'ALREADY_EXISTS',
      'UNAVAILABLE',
      'ERROR',
    ]);
  });

  it.each([
    ['', { state: 'EMPTY' }],
    ['ab', { state: 'INVALID_SHORT' }],
    ['abc', { state: 'VALID_ON_CLIENT', username: 'abc' }],
    ['a'.repeat(30), { state: 'VALID_ON_CLIENT', username: 'a'.repeat(30) }],
    ['a'.repeat(31), { state: 'INVALID_LONG' }],
    ['Anna Berg', { state: 'VALID_ON_CLIENT', username: 'Anna Berg' }],
    ['anna.b-1+x', { state: 'VALID_ON_CLIENT', username: 'anna.b-1+x' }],
    ['Åsa Öberg', { state: 'VALID_ON_CLIENT', username: 'Åsa Öberg' }],
    ['Jyväskylä 99', { state: 'VALID_ON_CLIENT', username: 'Jyväskylä 99' }],
    ['123', { state: 'VALID_ON_CLIENT', username: '123' }],
    ['Ἀθῆναι', { state: 'VALID_ON_CLIENT', username: 'Ἀθῆναι' }],
    ['東京太郎', { state: 'VALID_ON_CLIENT', username: '東京太郎' }],
    ['...', { state: 'INVALID' }],
    ['+-.', { state: 'INVALID' }],
    ['   ', { state: 'INVALID' }],
    ['anna  berg', { state: 'INVALID' }],
    ['anna ', { state: 'INVALID' }],
    [' anna', { state: 'VALID_ON_CLIENT', username: ' anna' }],
    ['anna_berg', { state: 'INVALID', char: '_' }],
    ['anna@berg', { state: 'INVALID', char: '@' }],
    ['a#', { state: 'INVALID', char: '#' }],
    ['anna👍🏽', { state: 'INVALID', char: '👍🏽' }],
    ['anna\tberg', { state: 'INVALID', char: 'U+0009' }],
    ['½½½', { state: 'INVALID', char: '½' }],
  ])('%j → %o', (input, expected) => {
    expect(validateUsername(input)).toEqual(expected);
  });

  it('normalizes to NFC and counts user-perceived characters', () => {
    // "é" typed as e + combining acute: one character, stored composed.
    expect(validateUsername('e\u0301e\u0301')).toEqual({ state: 'INVALID_SHORT' });
    expect(validateUsername('e\u0301e\u0301e\u0301')).toEqual({ state: 'VALID_ON_CLIENT', username: 'ééé' });
    // A Devanagari syllable with a combining vowel sign is one character and a letter.
    expect(validateUsername('नमस्ते')).toMatchObject({ state: 'VALID_ON_CLIENT' });
    expect(validateUsername('ñ'.repeat(30))).toMatchObject({ state: 'VALID_ON_CLIENT' });
    expect(validateUsername('n\u0303'.repeat(31))).toEqual({ state: 'INVALID_LONG' });
  });
});

describe('usernameMessage quotes section 5', () => {
  it.each<[UsernameCheck, string | null]>([
    [{ state: 'EMPTY' }, 'No username entered.'],
    [{ state: 'INVALID_SHORT' }, 'Username must be between 3 and 30 characters long.'],
    [{ state: 'INVALID_LONG' }, 'Username must be between 3 and 30 characters long.'],
    [
      { state: 'INVALID' },
      'Usernames must contain letters and/or numbers and can not end with a space or have consecutive spacing.',
    ],
    [{ state: 'INVALID', char: '@' }, 'Usernames can not contain "@".'],
    [{ state: 'ALREADY_EXISTS' }, 'Username is already taken.'],
    [{ state: 'VALID' }, 'Username is available'],
    [{ state: 'ERROR' }, 'Could not create user.'],
    [{ state: 'UNAVAILABLE' }, 'Could not create user.'],
    [{ state: 'CHECKING' }, null],
    [{ state: 'VALID_ON_CLIENT', username: 'abc' }, null],
  ])('%o → %j', (check, message) => {
    expect(usernameMessage(check)).toBe(message);
  });

  it('gives the web a key for every message, with the character as a value', () => {
    expect(Object.keys(USERNAME_MESSAGE_KEY).sort()).toEqual(Object.keys(USERNAME_MESSAGES).sort());
    expect(usernameMessageKey({ state: 'INVALID', char: '#' })).toEqual({
      key: 'community:username.disallowedCharacter',
      values: { char: '#' },
    });
    expect(usernameMessageKey({ state: 'EMPTY' })).toEqual({ key: 'community:username.empty' });
    expect(usernameMessageKey({ state: 'CHECKING' })).toBeNull();
  });
});

describe('canCreateProfile: an available username and accepted terms', () => {
  it.each([
    ['VALID', true, true],
    ['VALID', false, false],
    ['VALID_ON_CLIENT', true, false],
    ['ALREADY_EXISTS', true, false],
  ] as const)('%s with terms %s → %s', (usernameState, acceptedTerms, allowed) => {
    expect(canCreateProfile({ usernameState, acceptedTerms })).toBe(allowed);
  });
});
