import { api } from '@havn/contract';
import { and, eq } from 'drizzle-orm';
import { watchlistInstruments, watchlists } from '../../../db/schema/watchlists.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { ownWatchlist } from '../watchlists-repo.ts';

export const removeWatchlistInstrumentRoute = route(
  api.watchlistsAndAlerts.removeInstrument,
  async ({ ctx, params, user }) => {
    const me = requireUser(user);
    const list = await ownWatchlist(ctx.db, me.id, params.listId);
    if (!list) throw new AppError('NOT_FOUND', 'No such watchlist.');
    const removed = await ctx.db
      .delete(watchlistInstruments)
      .where(
        and(
          eq(watchlistInstruments.watchlistId, list.id),
          eq(watchlistInstruments.instrumentId, params.instrumentId),
        ),
      )
      .returning({ id: watchlistInstruments.instrumentId });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'The instrument is not on this list.');
    await ctx.db.update(watchlists).set({ updatedAt: ctx.clock.now() }).where(eq(watchlists.id, list.id));
    return undefined;
  },
);
