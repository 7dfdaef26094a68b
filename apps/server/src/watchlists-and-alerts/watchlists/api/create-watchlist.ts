import { api } from '@havn/contract';
import { watchlists } from '../../../db/schema/watchlists.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { watchlistView } from '../watchlists-repo.ts';

export const createWatchlistRoute = route(api.watchlistsAndAlerts.create, async ({ ctx, body, user }) => {
  const me = requireUser(user);
  const now = ctx.clock.now();
  const [list] = await ctx.db
    .insert(watchlists)
    .values({ userId: me.id, name: body.name, createdAt: now, updatedAt: now })
    .returning();
  return watchlistView(list!, []);
});
