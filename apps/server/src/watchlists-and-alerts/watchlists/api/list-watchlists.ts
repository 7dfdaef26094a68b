import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { itemsOfWatchlists, watchlistsOfUser, watchlistView } from '../watchlists-repo.ts';

export const listWatchlistsRoute = route(api.watchlistsAndAlerts.listMine, async ({ ctx, user }) => {
  const me = requireUser(user);
  const lists = await watchlistsOfUser(ctx.db, me.id);
  const items = await itemsOfWatchlists(
    ctx.db,
    lists.map((l) => l.id),
  );
  return { watchlists: lists.map((l) => watchlistView(l, items)) };
});
