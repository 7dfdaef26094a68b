import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { myPriceAlerts } from '../alert-service.ts';

export const listAlertsRoute = route(api.watchlistsAndAlerts.listAlerts, ({ ctx, user }) =>
  myPriceAlerts(ctx, requireUser(user).id),
);
