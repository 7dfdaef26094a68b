import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { changeWatchlist } from '../watchlist-service.ts';

export const renameWatchlistRoute = route(api.watchlistsAndAlerts.rename, ({ ctx, params, body, user }) =>
  changeWatchlist(ctx, requireUser(user).id, params.listId, { name: body.name }),
);
