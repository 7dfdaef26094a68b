import { api } from '@havn/contract';
import { and, eq } from 'drizzle-orm';
import { watchlists } from '../../../db/schema/watchlists.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { presentWatchlist } from '../watchlists-repo.ts';

export const renameWatchlistRoute = route(
  api.watchlistsAndAlerts.rename,
  async ({ ctx, params, body, user }) => {
    const me = requireUser(user);
    const [list] = await ctx.db
      .update(watchlists)
      .set({ name: body.name, updatedAt: ctx.clock.now() })
      .where(and(eq(watchlists.id, params.listId), eq(watchlists.userId, me.id)))
      .returning();
    if (!list) throw new AppError('NOT_FOUND', 'No such watchlist.');
    return presentWatchlist(ctx.db, list);
  },
);
