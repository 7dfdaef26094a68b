import { api } from '@havn/contract';
import { and, eq } from 'drizzle-orm';
import { priceAlerts } from '../../../db/schema/watchlists.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';

export const deleteAlertRoute = route(api.watchlistsAndAlerts.deleteAlert, async ({ ctx, params, user }) => {
  const me = requireUser(user);
  const deleted = await ctx.db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, params.alertId), eq(priceAlerts.userId, me.id)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such alert.');
  return undefined;
});
