import { EVENT_TYPES, profileTopic } from '@havn/contract';
import { type AlertDirection, dec } from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { publishEvent } from '../../platform/stream/publish.ts';
import { plainPrice } from './alert-view.ts';
import { activePriceAlerts, activeProfileIdOfUser, triggerPriceAlert } from './alerts-repo.ts';
import { insertMessage } from './messages-repo.ts';

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
  const active = await activePriceAlerts(ctx.db);
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
      const row = await triggerPriceAlert(tx, alert.id, now);
      if (!row) return false;
      const payload = {
        alertId: row.id,
        instrumentId: row.instrumentId,
        direction: row.direction,
        price: plainPrice(row.price),
        last,
      };
      await insertMessage(tx, { userId: row.userId, kind: 'PRICE_ALERT', payload, createdAt: now });
      const profileId = await activeProfileIdOfUser(tx, row.userId);
      if (profileId) {
        await publishEvent(
          tx,
          { topic: profileTopic(profileId), type: EVENT_TYPES.priceAlert, payload },
          now,
        );
      }
      return true;
    });
    if (fired) triggered.push(alert.id);
  }
  return triggered;
}
