import { api } from '@havn/contract';
import { dec } from '@havn/domain/broker/index';
import { eq } from 'drizzle-orm';
import { instruments } from '../../../db/schema/instruments.ts';
import { priceAlerts } from '../../../db/schema/watchlists.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { priceAlertView } from '../alerts-repo.ts';

export const createAlertRoute = route(api.watchlistsAndAlerts.createAlert, async ({ ctx, body, user }) => {
  const me = requireUser(user);
  if (dec(body.price).lte(0)) throw new AppError('INVALID_AMOUNT', 'The price must be above zero.');
  const [instrument] = await ctx.db
    .select({ id: instruments.id, currency: instruments.currency })
    .from(instruments)
    .where(eq(instruments.id, body.instrumentId));
  if (!instrument) throw new AppError('NOT_FOUND', 'No such instrument.');
  const [row] = await ctx.db
    .insert(priceAlerts)
    .values({
      userId: me.id,
      instrumentId: instrument.id,
      direction: body.direction,
      price: body.price,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return priceAlertView(row!, instrument.currency);
});
