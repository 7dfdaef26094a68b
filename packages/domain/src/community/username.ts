import { USERNAME_MAX, USERNAME_MIN } from '../limits.ts';
import { describeCharacter, identifierFault, utf8Length } from './confusables.ts';

/** A byte cap besides the character count: 30 characters of up to four bytes, plus a little room. */
export const USERNAME_MAX_BYTES = 128;

/**
 * The community username rules and the username check's states (spec sections 4 and 5).
 * The web runs `validateUsername` as the user types; the server runs it again before asking the
 * database, so both refuse exactly the same names.
 */

export const USERNAME_STATES = [
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
] as const;
export type UsernameState = (typeof USERNAME_STATES)[number];

/** What the client can decide alone; `char` names the first disallowed character, when that is the fault. */
export type UsernameValidation =
  | { state: 'EMPTY' }
  | { state: 'INVALID'; char?: string }
  | { state: 'INVALID_SHORT' }
  | { state: 'INVALID_LONG' }
  | { state: 'VALID_ON_CLIENT'; username: string };

/** Any state the username field can show, including the server's answers. */
export type UsernameCheck =
  | UsernameValidation
  | { state: 'CHECKING' | 'VALID' | 'ALREADY_EXISTS' | 'UNAVAILABLE' | 'ERROR' };

/** What `POST /profiles/validate-username` answers (api.md). */
export const USERNAME_SERVER_RESULTS = ['VALID', 'ALREADY_EXISTS', 'INVALID', 'UNAVAILABLE'] as const;
export type UsernameServerResult = (typeof USERNAME_SERVER_RESULTS)[number];

export const USERNAME_MESSAGES = {
  empty: 'No username entered.',
  length: 'Username must be between 3 and 30 characters long.',
  invalid:
    'Usernames must contain letters and/or numbers and can not end with a space or have consecutive spacing.',
  disallowedCharacter: 'Usernames can not contain "{char}".',
  taken: 'Username is already taken.',
  available: 'Username is available',
  failure: 'Could not create user.',
} as const;
export type UsernameMessageId = keyof typeof USERNAME_MESSAGES;

/** i18n keys (namespace `community`) for each message, so the web shows them in the user's language. */
export const USERNAME_MESSAGE_KEY: Readonly<Record<UsernameMessageId, string>> = {
  empty: 'community:username.empty',
  length: 'community:username.length',
  invalid: 'community:username.invalid',
  disallowedCharacter: 'community:username.disallowedCharacter',
  taken: 'community:username.taken',
  available: 'community:username.available',
  failure: 'community:username.failure',
};

/** The message each state shows; CHECKING and VALID_ON_CLIENT show none (null). */
export const USERNAME_STATE_MESSAGE: Readonly<Record<UsernameState, UsernameMessageId | null>> = {
  EMPTY: 'empty',
  INVALID: 'invalid',
  INVALID_SHORT: 'length',
  INVALID_LONG: 'length',
  VALID_ON_CLIENT: null,
  CHECKING: null,
  VALID: 'available',
  ALREADY_EXISTS: 'taken',
  UNAVAILABLE: 'failure',
  ERROR: 'failure',
};

// One user-perceived character: a letter or decimal digit with its combining marks, or one of the
// allowed symbols. Scripts such as Devanagari join several letters into one cluster with a virama,
// so further letters may follow inside the cluster. Invisible joiners, fillers and direction
// overrides are refused by the identifier rules (confusables.ts).
const WORD_CHARACTER = /^[\p{L}\p{Nd}][\p{L}\p{M}]*$/u;
const ALLOWED_SYMBOLS = new Set([' ', '+', '-', '.']);
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Split into user-perceived characters (grapheme clusters), so "👍🏽" or "é" count as one. */
export function usernameCharacters(username: string): string[] {
  return Array.from(graphemes.segment(username.normalize('NFC')), (s) => s.segment);
}

export function validateUsername(input: string): UsernameValidation {
  const username = input.normalize('NFC');
  if (username === '') return { state: 'EMPTY' };
  // A named character is the most useful message, so it wins over the length message; invisible
  // characters are named by their code point (U+202E), since they cannot be shown.
  const fault = identifierFault(username);
  if (fault?.kind === 'character') return { state: 'INVALID', char: describeCharacter(fault.char) };
  const characters = usernameCharacters(username);
  const disallowed = characters.find((c) => !WORD_CHARACTER.test(c) && !ALLOWED_SYMBOLS.has(c));
  if (disallowed !== undefined) return { state: 'INVALID', char: describeCharacter(disallowed) };
  if (fault !== null) return { state: 'INVALID' };
  if (characters.length < USERNAME_MIN) return { state: 'INVALID_SHORT' };
  if (characters.length > USERNAME_MAX || utf8Length(username) > USERNAME_MAX_BYTES) {
    return { state: 'INVALID_LONG' };
  }
  const hasWordCharacter = characters.some((c) => WORD_CHARACTER.test(c));
  if (!hasWordCharacter || username.includes('  ') || username.endsWith(' ')) return { state: 'INVALID' };
  return { state: 'VALID_ON_CLIENT', username };
}

/** The English message for a state, with `{char}` filled in; null when the state shows nothing. */
export function usernameMessage(check: UsernameCheck): string | null {
  if (check.state === 'INVALID' && 'char' in check && check.char !== undefined) {
    return USERNAME_MESSAGES.disallowedCharacter.replace('{char}', check.char);
  }
  const id = USERNAME_STATE_MESSAGE[check.state];
  return id === null ? null : USERNAME_MESSAGES[id];
}

/** The i18n key and its values for a state, for the web's `t(key, values)`; null when nothing shows. */
export function usernameMessageKey(check: UsernameCheck): { key: string; values?: { char: string } } | null {
  if (check.state === 'INVALID' && 'char' in check && check.char !== undefined) {
    return { key: USERNAME_MESSAGE_KEY.disallowedCharacter, values: { char: check.char } };
  }
  const id = USERNAME_STATE_MESSAGE[check.state];
  return id === null ? null : { key: USERNAME_MESSAGE_KEY[id] };
}

/** Creating a profile needs a name the server called available and accepted terms (spec section 5). */
export function canCreateProfile(input: { usernameState: UsernameState; acceptedTerms: boolean }): boolean {
  return input.usernameState === 'VALID' && input.acceptedTerms;
}
