import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { deletePriceAlert } from '../alert-service.ts';

export const deleteAlertRoute = route(api.watchlistsAndAlerts.deleteAlert, async ({ ctx, params, user }) => {
  await deletePriceAlert(ctx, requireUser(user).id, params.alertId);
  return undefined;
});
