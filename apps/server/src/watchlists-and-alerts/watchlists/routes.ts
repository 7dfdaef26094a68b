import type { RouteDefinition } from '../../platform/route.ts';
import { createAlertRoute } from '../alerts/api/create-alert.ts';
import { deleteAlertRoute } from '../alerts/api/delete-alert.ts';
import { listAlertsRoute } from '../alerts/api/list-alerts.ts';
import { myMessagesRoute } from '../alerts/api/my-messages.ts';
import { addWatchlistInstrumentRoute } from './api/add-instrument.ts';
import { createWatchlistRoute } from './api/create-watchlist.ts';
import { deleteWatchlistRoute } from './api/delete-watchlist.ts';
import { listWatchlistsRoute } from './api/list-watchlists.ts';
import { removeWatchlistInstrumentRoute } from './api/remove-instrument.ts';
import { renameWatchlistRoute } from './api/rename-watchlist.ts';
import { setWatchlistSharingRoute } from './api/set-sharing.ts';
import { sharedWatchlistRoute } from './api/shared-watchlist.ts';

/** Watchlists, price alerts and messages (contract: api.watchlistsAndAlerts), in one list. */
export const watchlistRoutes: readonly RouteDefinition[] = [
  listWatchlistsRoute,
  createWatchlistRoute,
  renameWatchlistRoute,
  deleteWatchlistRoute,
  addWatchlistInstrumentRoute,
  removeWatchlistInstrumentRoute,
  setWatchlistSharingRoute,
  sharedWatchlistRoute,
  listAlertsRoute,
  createAlertRoute,
  deleteAlertRoute,
  myMessagesRoute,
];
