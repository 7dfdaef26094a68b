import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { createPriceAlert } from '../alert-service.ts';

export const createAlertRoute = route(api.watchlistsAndAlerts.createAlert, ({ ctx, body, user, request }) =>
  createPriceAlert(ctx, requireUser(user).id, body, request.ip),
);
