import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { myWatchlists } from '../watchlist-service.ts';

export const listWatchlistsRoute = route(api.watchlistsAndAlerts.listMine, ({ ctx, user }) =>
  myWatchlists(ctx, requireUser(user).id),
);
