import { TEXT_LIMITS, type TextKind } from '../limits.ts';

/**
 * Text rules shared by posts, polls, comments, replies and reports (spec section 5, Text limits).
 * Lengths are Unicode code points, so an emoji outside the BMP counts once (not twice, as UTF-16
 * `.length` would) and PostgreSQL's `char_length` agrees with the client's counter.
 */

export const TEXT_KINDS = Object.keys(TEXT_LIMITS) as TextKind[];

export const MAX_CHARACTERS_TEMPLATE = 'Maximum {limit} characters';
export const MAX_CHARACTERS_KEY = 'community:text.maxCharacters';

export type TextError =
  | { ok: false; error: 'EMPTY' }
  | { ok: false; error: 'TOO_LONG'; limit: number; length: number }
  | { ok: false; error: 'CONTROL_CHARACTERS' };

export type TextCheck = { ok: true; value: string } | TextError;

// C0 and C1 controls and DEL, except tab and line feed, which a multi-line message legitimately holds;
// and the bidirectional embeddings and overrides, which show a text in another order than it reads.
const CONTROL_CHARACTER = /(?![\t\n])\p{Cc}|[\u202A-\u202E]/u;
// Characters that render as nothing: a message made only of these is as blank as one of spaces.
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

/**
 * NFC-normalize so that "é" typed as one or two code points is stored and counted the same way.
 * Line endings become "\n" (a pasted CRLF is not a stray control character); any other control
 * character is refused rather than silently dropped, so what is stored is what the author saw.
 */
export function normalizeText(s: string): { ok: true; value: string } | TextError {
  const value = s.replace(/\r\n?/g, '\n').normalize('NFC');
  if (CONTROL_CHARACTER.test(value)) return { ok: false, error: 'CONTROL_CHARACTERS' };
  return { ok: true, value };
}

export function codePointLength(s: string): number {
  let length = 0;
  for (const _ of s) length++;
  return length;
}

export function isBlank(s: string): boolean {
  return s.replace(INVISIBLE, '') === '';
}

/** Edited messages are trimmed (spec section 5) before they are checked and saved. */
export function trimEdited(s: string): string {
  return s.trim();
}

/** Normalize, then refuse a blank text or one over the kind's limit; `value` is what to store. */
export function checkText(kind: TextKind, s: string): TextCheck {
  const normalized = normalizeText(s);
  if (!normalized.ok) return normalized;
  const { value } = normalized;
  if (isBlank(value)) return { ok: false, error: 'EMPTY' };
  const limit = TEXT_LIMITS[kind];
  const length = codePointLength(value);
  if (length > limit) return { ok: false, error: 'TOO_LONG', limit, length };
  return { ok: true, value };
}

/** 'Maximum {limit} characters' with the limit filled in (English; the web localizes by key). */
export function maxCharactersMessage(limit: number): string {
  return MAX_CHARACTERS_TEMPLATE.replace('{limit}', String(limit));
}

/** The report counter's "length/limit". */
export function characterCounter(kind: TextKind, s: string): string {
  return `${codePointLength(s.normalize('NFC'))}/${TEXT_LIMITS[kind]}`;
}
