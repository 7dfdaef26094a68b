import { api } from '@havn/contract';
import { and, eq } from 'drizzle-orm';
import { watchlists } from '../../../db/schema/watchlists.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';

export const deleteWatchlistRoute = route(api.watchlistsAndAlerts.remove, async ({ ctx, params, user }) => {
  const me = requireUser(user);
  const deleted = await ctx.db
    .delete(watchlists)
    .where(and(eq(watchlists.id, params.listId), eq(watchlists.userId, me.id)))
    .returning({ id: watchlists.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such watchlist.');
  return undefined;
});
