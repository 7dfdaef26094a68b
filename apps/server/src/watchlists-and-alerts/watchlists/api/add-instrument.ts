import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { addInstrument } from '../watchlist-service.ts';

export const addWatchlistInstrumentRoute = route(
  api.watchlistsAndAlerts.addInstrument,
  ({ ctx, params, body, user }) => addInstrument(ctx, requireUser(user).id, params.listId, body.instrumentId),
);
