import { api } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { itemsOfWatchlists, watchlistById } from '../watchlists-repo.ts';

/** The read-only link: anyone may read a shared list; an unshared one is as unknown as a missing one. */
export const sharedWatchlistRoute = route(api.watchlistsAndAlerts.shared, async ({ ctx, params }) => {
  const list = await watchlistById(ctx.db, params.listId);
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
});
