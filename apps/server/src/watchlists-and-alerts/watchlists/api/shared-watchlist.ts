import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { sharedWatchlist } from '../watchlist-service.ts';

/** The read-only link: anyone may read a shared list. */
export const sharedWatchlistRoute = route(api.watchlistsAndAlerts.shared, ({ ctx, params }) =>
  sharedWatchlist(ctx, params.listId),
);
