import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { changeWatchlist } from '../watchlist-service.ts';

export const setWatchlistSharingRoute = route(
  api.watchlistsAndAlerts.setSharing,
  ({ ctx, params, body, user }) =>
    changeWatchlist(ctx, requireUser(user).id, params.listId, { shared: body.shared }),
);
