import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { deleteWatchlist } from '../watchlist-service.ts';

export const deleteWatchlistRoute = route(api.watchlistsAndAlerts.remove, async ({ ctx, params, user }) => {
  await deleteWatchlist(ctx, requireUser(user).id, params.listId);
  return undefined;
});
