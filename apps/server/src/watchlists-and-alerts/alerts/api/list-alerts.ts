import { api } from '@havn/contract';
import { desc, eq } from 'drizzle-orm';
import { instruments } from '../../../db/schema/instruments.ts';
import { priceAlerts } from '../../../db/schema/watchlists.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { priceAlertView } from '../alerts-repo.ts';

export const listAlertsRoute = route(api.watchlistsAndAlerts.listAlerts, async ({ ctx, user }) => {
  const me = requireUser(user);
  const rows = await ctx.db
    .select({ alert: priceAlerts, currency: instruments.currency })
    .from(priceAlerts)
    .innerJoin(instruments, eq(instruments.id, priceAlerts.instrumentId))
    .where(eq(priceAlerts.userId, me.id))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return { alerts: rows.map((r) => priceAlertView(r.alert, r.currency)) };
});
