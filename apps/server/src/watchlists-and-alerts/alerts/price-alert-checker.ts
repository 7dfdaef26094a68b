import { EVENT_TYPES, profileTopic } from '@havn/contract';
import { type AlertDirection, dec } from '@havn/domain/broker/index';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { messages, priceAlerts } from '../../db/schema/watchlists.ts';
import { publishEvent } from '../../platform/stream/publish.ts';
import { plainPrice } from './alerts-repo.ts';

/** Whether a last price meets an alert: ABOVE fires at or over its price, BELOW at or under. */
export function alertReached(direction: AlertDirection, alertPrice: string, last: string): boolean {
  const comparison = dec(last).comparedTo(dec(alertPrice));
  return direction === 'ABOVE' ? comparison >= 0 : comparison <= 0;
}

/**
 * Compares every active alert with the current quote and triggers the ones reached, each exactly
 * once: the ACTIVE → TRIGGERED update is conditional, so of several concurrent runs (or processes)
 * only one gets the row back, and only that one stores the message and publishes the event, in the
 * same transaction. Returns the ids of the alerts this run triggered.
 */
export async function checkPriceAlerts(ctx: AppContext): Promise<string[]> {
  const active = await ctx.db
    .select({
      id: priceAlerts.id,
      instrumentId: priceAlerts.instrumentId,
      direction: priceAlerts.direction,
      price: priceAlerts.price,
    })
    .from(priceAlerts)
    .where(eq(priceAlerts.state, 'ACTIVE'));
  if (active.length === 0) return [];
  const quotes = await ctx.marketData.quotes([...new Set(active.map((a) => a.instrumentId))]);
  const reached = active.filter((a) => {
    const quote = quotes.get(a.instrumentId);
    return quote !== undefined && alertReached(a.direction, a.price, quote.last);
  });
  const triggered: string[] = [];
  for (const alert of reached) {
    const last = quotes.get(alert.instrumentId)!.last;
    const now = ctx.clock.now();
    const fired = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(priceAlerts)
        .set({ state: 'TRIGGERED', triggeredAt: now })
        .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.state, 'ACTIVE')))
        .returning();
      if (!row) return false;
      const payload = {
        alertId: row.id,
        instrumentId: row.instrumentId,
        direction: row.direction,
        price: plainPrice(row.price),
        last,
      };
      await tx.insert(messages).values({ userId: row.userId, kind: 'PRICE_ALERT', payload, createdAt: now });
      const [profile] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.userId, row.userId), eq(profiles.status, 'ACTIVE')));
      if (profile) {
        await publishEvent(
          tx,
          { topic: profileTopic(profile.id), type: EVENT_TYPES.priceAlert, payload },
          now,
        );
      }
      return true;
    });
    if (fired) triggered.push(alert.id);
  }
  return triggered;
}
