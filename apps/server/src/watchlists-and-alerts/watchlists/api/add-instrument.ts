import { api } from '@havn/contract';
import { eq } from 'drizzle-orm';
import { instruments } from '../../../db/schema/instruments.ts';
import { watchlistInstruments, watchlists } from '../../../db/schema/watchlists.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { ownWatchlist, presentWatchlist } from '../watchlists-repo.ts';

export const addWatchlistInstrumentRoute = route(
  api.watchlistsAndAlerts.addInstrument,
  async ({ ctx, params, body, user }) => {
    const me = requireUser(user);
    const list = await ownWatchlist(ctx.db, me.id, params.listId);
    if (!list) throw new AppError('NOT_FOUND', 'No such watchlist.');
    const [instrument] = await ctx.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.id, body.instrumentId));
    if (!instrument) throw new AppError('NOT_FOUND', 'No such instrument.');
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      await tx
        .insert(watchlistInstruments)
        .values({ watchlistId: list.id, instrumentId: instrument.id, addedAt: now })
        .onConflictDoNothing();
      const [row] = await tx
        .update(watchlists)
        .set({ updatedAt: now })
        .where(eq(watchlists.id, list.id))
        .returning();
      return row ?? list;
    });
    return presentWatchlist(ctx.db, updated);
  },
);
