import { invalid } from './raster.ts';

/**
 * A small lexer for the C source that XBM and XPM files are: words (identifiers and numbers), string
 * literals, and single punctuation characters, with whitespace and comments skipped. One pass, each
 * step moves forward, no regular expressions: hostile text costs time in proportion to its length.
 */
export interface Token {
  kind: 'word' | 'string' | 'punct';
  text: string;
  /** Where the next token starts looking. */
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const STAR = 0x2a;
const NEWLINE = 0x0a;

function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** Where the next token starts, past whitespace and comments; an unclosed comment is a broken file. */
export function skipSpaceAndComments(bytes: Uint8Array, from: number): number {
  let pos = from;
  while (pos < bytes.length) {
    const c = bytes[pos]!;
    if (isSpace(c)) {
      pos += 1;
    } else if (c === SLASH && bytes[pos + 1] === STAR) {
      // The first "*/" after the opening: each indexOf starts past the last, one linear pass.
      let star = bytes.indexOf(STAR, pos + 2);
      while (star >= 0 && bytes[star + 1] !== SLASH) star = bytes.indexOf(STAR, star + 1);
      if (star < 0) throw invalid('A comment is not closed.');
      pos = star + 2;
    } else if (c === SLASH && bytes[pos + 1] === SLASH) {
      const end = bytes.indexOf(NEWLINE, pos + 2);
      pos = end < 0 ? bytes.length : end + 1;
    } else {
      return pos;
    }
  }
  return pos;
}

/** The token at or after `from`, or null at the end of the file. */
export function nextToken(bytes: Uint8Array, from: number): Token | null {
  const start = skipSpaceAndComments(bytes, from);
  if (start >= bytes.length) return null;
  const c = bytes[start]!;
  if (isWordChar(c)) {
    let end = start + 1;
    while (end < bytes.length && isWordChar(bytes[end]!)) end += 1;
    return { kind: 'word', text: latin1(bytes, start, end), end };
  }
  if (c === QUOTE) return stringLiteral(bytes, start);
  return { kind: 'punct', text: String.fromCharCode(c), end: start + 1 };
}

/** A string literal; `\x` stands for x (XPM needs no more of C's escapes). */
function stringLiteral(bytes: Uint8Array, start: number): Token {
  let pos = start + 1;
  let text = '';
  let chunk = pos;
  while (pos < bytes.length) {
    const c = bytes[pos]!;
    if (c === QUOTE) {
      text += latin1(bytes, chunk, pos);
      return { kind: 'string', text, end: pos + 1 };
    }
    if (c === NEWLINE) break;
    if (c === BACKSLASH) {
      if (pos + 1 >= bytes.length) break;
      text += latin1(bytes, chunk, pos) + String.fromCharCode(bytes[pos + 1]!);
      pos += 2;
      chunk = pos;
    } else {
      pos += 1;
    }
  }
  throw invalid('A string is not closed.');
}

/** A C integer literal: decimal or 0x hexadecimal, at most eight digits; NaN for anything else. */
export function parseCInteger(word: string): number {
  const hex = word.length > 2 && word[0] === '0' && (word[1] === 'x' || word[1] === 'X');
  const digits = hex ? word.slice(2) : word;
  if (digits.length === 0 || digits.length > 8) return Number.NaN;
  let value = 0;
  for (const ch of digits) {
    const d = hexDigit(ch);
    if (d < 0 || (!hex && d > 9)) return Number.NaN;
    value = value * (hex ? 16 : 10) + d;
  }
  return value;
}

export function hexDigit(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}
