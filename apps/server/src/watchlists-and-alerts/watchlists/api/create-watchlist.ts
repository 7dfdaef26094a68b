import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { createWatchlist } from '../watchlist-service.ts';

export const createWatchlistRoute = route(api.watchlistsAndAlerts.create, ({ ctx, body, user, request }) =>
  createWatchlist(ctx, requireUser(user).id, body.name, request.ip),
);
