import type { SharedWatchlistView, WatchlistView } from '@havn/contract';
import type { AppContext } from '../../context.ts';
import { instrumentById } from '../../market-data/market-repo.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import { watchlistView } from './watchlist-view.ts';
import {
  addWatchlistInstrument,
  deleteOwnWatchlist,
  insertWatchlist,
  itemsOfWatchlists,
  ownWatchlist,
  removeWatchlistInstrument,
  touchWatchlist,
  updateOwnWatchlist,
  type WatchlistRow,
  watchlistById,
  watchlistsOfUser,
} from './watchlists-repo.ts';

/** Hydrates one list into its view. */
async function presentWatchlist(ctx: AppContext, list: WatchlistRow): Promise<WatchlistView> {
  return watchlistView(list, await itemsOfWatchlists(ctx.db, [list.id]));
}

/** The caller's own list, or 404: another customer's list answers like one that does not exist. */
async function requireOwnWatchlist(ctx: AppContext, userId: string, listId: string): Promise<WatchlistRow> {
  const list = await ownWatchlist(ctx.db, userId, listId);
  if (!list) throw new AppError('NOT_FOUND', 'No such watchlist.');
  return list;
}

export async function myWatchlists(
  ctx: AppContext,
  userId: string,
): Promise<{ watchlists: WatchlistView[] }> {
  const lists = await watchlistsOfUser(ctx.db, userId);
  const items = await itemsOfWatchlists(
    ctx.db,
    lists.map((l) => l.id),
  );
  return { watchlists: lists.map((l) => watchlistView(l, items)) };
}

export async function createWatchlist(
  ctx: AppContext,
  userId: string,
  name: string,
  ip: string,
): Promise<WatchlistView> {
  await enforceAbuseLimit(ctx, 'watchlistCreate', userId, ip);
  return watchlistView(await insertWatchlist(ctx.db, userId, name, ctx.clock.now()), []);
}

/** Renames or (un)shares the caller's own list. */
export async function changeWatchlist(
  ctx: AppContext,
  userId: string,
  listId: string,
  changes: { name: string } | { shared: boolean },
): Promise<WatchlistView> {
  const list = await updateOwnWatchlist(ctx.db, userId, listId, { ...changes, updatedAt: ctx.clock.now() });
  if (!list) throw new AppError('NOT_FOUND', 'No such watchlist.');
  return presentWatchlist(ctx, list);
}

export async function deleteWatchlist(ctx: AppContext, userId: string, listId: string): Promise<void> {
  if (!(await deleteOwnWatchlist(ctx.db, userId, listId)))
    throw new AppError('NOT_FOUND', 'No such watchlist.');
}

export async function addInstrument(
  ctx: AppContext,
  userId: string,
  listId: string,
  instrumentId: number,
): Promise<WatchlistView> {
  const list = await requireOwnWatchlist(ctx, userId, listId);
  const instrument = await instrumentById(ctx.db, instrumentId);
  if (!instrument) throw new AppError('NOT_FOUND', 'No such instrument.');
  return presentWatchlist(ctx, await addWatchlistInstrument(ctx.db, list, instrument.id, ctx.clock.now()));
}

export async function removeInstrument(
  ctx: AppContext,
  userId: string,
  listId: string,
  instrumentId: number,
): Promise<void> {
  const list = await requireOwnWatchlist(ctx, userId, listId);
  if (!(await removeWatchlistInstrument(ctx.db, list.id, instrumentId))) {
    throw new AppError('NOT_FOUND', 'The instrument is not on this list.');
  }
  await touchWatchlist(ctx.db, list.id, ctx.clock.now());
}

/** The read-only link: anyone may read a shared list; an unshared one is as unknown as a missing one. */
export async function sharedWatchlist(ctx: AppContext, listId: string): Promise<SharedWatchlistView> {
  const list = await watchlistById(ctx.db, listId);
  if (!list?.shared) throw new AppError('NOT_FOUND', 'No such shared watchlist.');
  const items = await itemsOfWatchlists(ctx.db, [list.id]);
  const quotes = await ctx.marketData.quotes(items.map((i) => i.instrumentId));
  return {
    id: list.id,
    name: list.name,
    instruments: items.map((i) => {
      const quote = quotes.get(i.instrumentId);
      return {
        instrumentId: i.instrumentId,
        name: i.name,
        symbol: i.symbol,
        isin: i.isin,
        currency: i.currency,
        last: quote?.last ?? null,
        changePercent: quote?.changePercent ?? null,
      };
    }),
  };
}
