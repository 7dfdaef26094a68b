import type { WatchlistView } from '@havn/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { watchlistInstruments, watchlists } from '../../db/schema/watchlists.ts';

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

export function watchlistView(list: WatchlistRow, items: readonly WatchlistItemRow[]): WatchlistView {
  return {
    id: list.id,
    name: list.name,
    shared: list.shared,
    instruments: items
      .filter((i) => i.watchlistId === list.id)
      .map((i) => ({
        instrumentId: i.instrumentId,
        name: i.name,
        symbol: i.symbol,
        isin: i.isin,
        currency: i.currency,
        addedAt: i.addedAt.toISOString(),
      })),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}

/** Hydrates one list into its view. */
export async function presentWatchlist(db: Db, list: WatchlistRow): Promise<WatchlistView> {
  return watchlistView(list, await itemsOfWatchlists(db, [list.id]));
}
