import type { WatchlistView } from '@havn/contract';
import type { WatchlistItemRow, WatchlistRow } from './watchlists-repo.ts';

/** A list as its owner sees it: the items of `items` that belong to it, in the order they were added. */
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
