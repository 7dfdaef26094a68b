import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { removeInstrument } from '../watchlist-service.ts';

export const removeWatchlistInstrumentRoute = route(
  api.watchlistsAndAlerts.removeInstrument,
  async ({ ctx, params, user }) => {
    await removeInstrument(ctx, requireUser(user).id, params.listId, params.instrumentId);
    return undefined;
  },
);
