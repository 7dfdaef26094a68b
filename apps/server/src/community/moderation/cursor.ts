import { AppError } from '../../platform/errors.ts';

/** A position in a list ordered by (created_at, id): the keyset the next page starts after. */
export interface Keyset {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: base64url of the ISO time and the id. */
export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.createdAt.toISOString()}|${keyset.id}`).toString('base64url');
}

/** The keyset a cursor names; a cursor the server did not hand out is a 400. */
export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (cursor === undefined) return null;
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('BAD_REQUEST', 'The cursor is not one this list handed out.');
  }
  return { createdAt, id };
}

/** Rows fetched one past the page size tell whether another page follows. */
export function pageOf<T>(rows: T[], limit: number, keysetOf: (row: T) => Keyset) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(keysetOf(last)) : null };
}
