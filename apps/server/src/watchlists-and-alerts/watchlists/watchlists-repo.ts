import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { watchlistInstruments, watchlists } from '../../db/schema/watchlists.ts';

/** The watchlist tables: a list and the instruments on it. Rows in, rows out; views live in watchlist-view.ts. */

export type WatchlistRow = typeof watchlists.$inferSelect;

export interface WatchlistItemRow {
  watchlistId: string;
  instrumentId: number;
  name: string;
  symbol: string;
  isin: string;
  currency: string;
  addedAt: Date;
}

/** The caller's own list; null for another customer's list or none (both answer 404). */
export async function ownWatchlist(db: Db, userId: string, listId: string): Promise<WatchlistRow | null> {
  const [row] = await db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, listId), eq(watchlists.userId, userId)));
  return row ?? null;
}

export async function watchlistById(db: Db, listId: string): Promise<WatchlistRow | null> {
  const [row] = await db.select().from(watchlists).where(eq(watchlists.id, listId));
  return row ?? null;
}

/** The id of the shared list with this legacy number, or null (no such list, or not shared). */
export async function sharedWatchlistIdByLegacyNumber(db: Db, legacyNumber: number): Promise<string | null> {
  if (!Number.isSafeInteger(legacyNumber) || legacyNumber < 1 || legacyNumber > 2_147_483_647) return null;
  const [row] = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.legacyNumber, legacyNumber), eq(watchlists.shared, true)));
  return row?.id ?? null;
}

export function watchlistsOfUser(db: Db, userId: string): Promise<WatchlistRow[]> {
  return db
    .select()
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.createdAt), asc(watchlists.id));
}

/** The instruments of several lists in one query, in the order they were added. */
export async function itemsOfWatchlists(db: Db, listIds: readonly string[]): Promise<WatchlistItemRow[]> {
  if (listIds.length === 0) return [];
  return db
    .select({
      watchlistId: watchlistInstruments.watchlistId,
      instrumentId: watchlistInstruments.instrumentId,
      name: instruments.name,
      symbol: instruments.symbol,
      isin: instruments.isin,
      currency: instruments.currency,
      addedAt: watchlistInstruments.addedAt,
    })
    .from(watchlistInstruments)
    .innerJoin(instruments, eq(instruments.id, watchlistInstruments.instrumentId))
    .where(inArray(watchlistInstruments.watchlistId, [...listIds]))
    .orderBy(asc(watchlistInstruments.addedAt), asc(watchlistInstruments.instrumentId));
}

export async function insertWatchlist(db: Db, userId: string, name: string, at: Date): Promise<WatchlistRow> {
  const [row] = await db
    .insert(watchlists)
    .values({ userId, name, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** Changes the caller's own list; null for another customer's list or none. */
export async function updateOwnWatchlist(
  db: Db,
  userId: string,
  listId: string,
  changes: { name?: string; shared?: boolean; updatedAt: Date },
): Promise<WatchlistRow | null> {
  const [row] = await db
    .update(watchlists)
    .set(changes)
    .where(and(eq(watchlists.id, listId), eq(watchlists.userId, userId)))
    .returning();
  return row ?? null;
}

/** `false` when the caller has no such list. */
export async function deleteOwnWatchlist(db: Db, userId: string, listId: string): Promise<boolean> {
  const deleted = await db
    .delete(watchlists)
    .where(and(eq(watchlists.id, listId), eq(watchlists.userId, userId)))
    .returning({ id: watchlists.id });
  return deleted.length > 0;
}

/** Puts an instrument on a list (once: adding it again changes nothing but the list's time). */
export async function addWatchlistInstrument(
  db: Db,
  list: WatchlistRow,
  instrumentId: number,
  at: Date,
): Promise<WatchlistRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(watchlistInstruments)
      .values({ watchlistId: list.id, instrumentId, addedAt: at })
      .onConflictDoNothing();
    return (await touchWatchlist(tx, list.id, at)) ?? list;
  });
}

/** `false` when the instrument was not on the list. */
export async function removeWatchlistInstrument(
  db: Db,
  listId: string,
  instrumentId: number,
): Promise<boolean> {
  const removed = await db
    .delete(watchlistInstruments)
    .where(
      and(eq(watchlistInstruments.watchlistId, listId), eq(watchlistInstruments.instrumentId, instrumentId)),
    )
    .returning({ id: watchlistInstruments.instrumentId });
  return removed.length > 0;
}

export async function touchWatchlist(db: Db, listId: string, at: Date): Promise<WatchlistRow | null> {
  const [row] = await db
    .update(watchlists)
    .set({ updatedAt: at })
    .where(eq(watchlists.id, listId))
    .returning();
  return row ?? null;
}
