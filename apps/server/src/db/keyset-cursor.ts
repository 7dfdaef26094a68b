import { AppError } from '../platform/errors.ts';

/**
 * One keyset-cursor codec for every paginated list. A cursor names the last row of a page by its sort
 * key, so the next page is one index range scan however deep it is (never OFFSET).
 *
 * On the wire a cursor is opaque: base64url of a JSON array whose first element names the list, so a
 * cursor handed out by one list is refused by another instead of paging it from a nonsense position.
 * Each key part is validated on the way back in; anything the server did not hand out is a 400
 * BAD_REQUEST, never a 500 from a database cast.
 */
export type KeyPart = 'time' | 'uuid' | 'int' | 'bool';

type ValueOf<P extends KeyPart> = P extends 'time'
  ? Date
  : P extends 'uuid'
    ? string
    : P extends 'int'
      ? number
      : boolean;

export type Keyset<P extends readonly KeyPart[]> = { [I in keyof P]: ValueOf<P[I]> };

export interface KeysetCursor<P extends readonly KeyPart[]> {
  encode(keyset: Keyset<P>): string;
  /** The keyset a cursor names, `null` for the first page; a cursor not handed out here is a 400. */
  decode(cursor: string | undefined): Keyset<P> | null;
  /** Rows fetched one past the page size tell whether another page follows. */
  page<T>(
    rows: readonly T[],
    limit: number,
    keysetOf: (row: T) => Keyset<P>,
  ): { page: T[]; nextCursor: string | null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a Date's toISOString gives; anything looser (time zones, dates alone) was not handed out here. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function wirePart(part: KeyPart, value: Date | string | number | boolean): string | number {
  if (part === 'time') return (value as Date).toISOString();
  if (part === 'bool') return value ? 1 : 0;
  return value as string | number;
}

function parsePart(part: KeyPart, raw: unknown): Date | string | number | boolean | undefined {
  switch (part) {
    case 'time': {
      if (typeof raw !== 'string' || !ISO_TIME.test(raw)) return undefined;
      const time = new Date(raw);
      return Number.isNaN(time.getTime()) ? undefined : time;
    }
    case 'uuid':
      return typeof raw === 'string' && UUID.test(raw) ? raw : undefined;
    case 'int':
      return Number.isSafeInteger(raw) ? (raw as number) : undefined;
    case 'bool':
      return raw === 0 || raw === 1 ? raw === 1 : undefined;
  }
}

function refuse(): never {
  throw new AppError('BAD_REQUEST', 'The cursor is not one this list handed out.');
}

/** A codec for one list, e.g. `keysetCursor('orders', 'time', 'uuid')` over (created_at, id). */
export function keysetCursor<const P extends readonly KeyPart[]>(list: string, ...parts: P): KeysetCursor<P> {
  const encode = (keyset: Keyset<P>): string => {
    const values = parts.map((part, i) => wirePart(part, keyset[i] as Date | string | number | boolean));
    return Buffer.from(JSON.stringify([list, ...values])).toString('base64url');
  };
  const decode = (cursor: string | undefined): Keyset<P> | null => {
    if (cursor === undefined || cursor === '') return null;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      refuse();
    }
    if (!Array.isArray(decoded) || decoded.length !== parts.length + 1 || decoded[0] !== list) refuse();
    const values = parts.map((part, i) => parsePart(part, decoded[i + 1]));
    if (values.some((v) => v === undefined)) refuse();
    return values as Keyset<P>;
  };
  return {
    encode,
    decode,
    page(rows, limit, keysetOf) {
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { page, nextCursor: rows.length > limit && last !== undefined ? encode(keysetOf(last)) : null };
    },
  };
}
