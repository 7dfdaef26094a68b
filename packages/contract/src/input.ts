import { isBlank } from '@havn/domain/community/text';
import { z } from 'zod';

/**
 * The safe shapes of request input, used by every endpoint's params, query and body: text without NUL
 * or other C0 control characters (PostgreSQL cannot store NUL at all) and ids within the range of the
 * column they are looked up in. Anything else is a 400 at the contract, never a 500 from the database.
 */

/** PostgreSQL's `integer` (int4) upper bound. */
export const INT4_MAX = 2_147_483_647;

/**
 * C0 controls and DEL; tab, line feed and carriage return are allowed where text may span lines. With
 * them the bidirectional embeddings and overrides (U+202A to U+202E), which make text show in another
 * order than it reads ("Buy \u202eKCOTS" shows as "Buy STOCK"): a writer of Arabic or Hebrew needs
 * none of them, the isolates and marks that remain do their honest work.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f\u202a-\u202e]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e]/;

/** Whether a text shows anything at all (not only spaces and zero-width characters: domain `isBlank`). */
export function isVisibleText(value: string): boolean {
  return !isBlank(value);
}

/** The refinement of a name that must show something: an empty-looking name is refused as one. */
export const VISIBLE_NAME = { message: 'must show at least one letter, number or symbol' } as const;

/** Lone surrogates cannot be encoded as UTF-8 and are refused too. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The message of the validation issue for text with control characters: the server answers it as
 * 422 CONTROL_CHARACTERS (the code the community's text rules already use), not a generic 400.
 */
export const CONTROL_CHARACTERS_ISSUE = 'CONTROL_CHARACTERS';

export interface TextOptions {
  /** The longest text in characters (code units); every text has a cap. */
  max: number;
  min?: number;
  /** Tab and line breaks are allowed (post and comment bodies, descriptions). */
  multiline?: boolean;
}

/** Whether a request string is free of control characters (NUL included) and lone surrogates. */
export function isSafeText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value) && !LONE_SURROGATE.test(value);
}

/** Text from a caller: capped, without control characters, NFC-normalised. */
export function safeText({ max, min, multiline = false }: TextOptions) {
  const base = min === undefined ? z.string().max(max) : z.string().min(min).max(max);
  return base
    .refine((value) => isSafeText(value, multiline), {
      message: multiline
        ? 'must not contain control characters'
        : 'must be one line without control characters',
    })
    .overwrite((value) => value.normalize('NFC'));
}

/** A positive id stored in an `integer` (int4) column, in a JSON body. */
export const int4Id = z.number().int().min(1).max(INT4_MAX);
/** A positive id stored in a `bigint` (int8) column, in a JSON body: within JavaScript's safe integers. */
export const int8Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A positive int4 id in a path or query string (digits only: no `1e3`, ` 7` or `0x10`). */
export const int4IdParam = z.coerce
  .string<string | number>()
  .regex(/^[1-9]\d{0,9}$/, 'a positive integer id')
  .transform(Number)
  .pipe(int4Id);

/**
 * The walk every endpoint's request input gets besides its own schema: no string anywhere (keys
 * included) carries NUL or another control character other than tab and line breaks, no lone
 * surrogate, and no number is outside JavaScript's safe integers or non-finite.
 */
export function unsafeInputPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value, true) ? null : path;
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : path;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeInputPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = unsafeInputPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
