import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { priceAlerts } from '../../db/schema/watchlists.ts';

/** The price_alerts table. Rows in, rows out; the view lives in alert-view.ts. */

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type NewPriceAlertRow = typeof priceAlerts.$inferInsert;

export async function insertPriceAlert(db: Db, values: NewPriceAlertRow): Promise<PriceAlertRow> {
  const [row] = await db.insert(priceAlerts).values(values).returning();
  return row!;
}

/** `false` when the caller has no such alert. */
export async function deleteOwnPriceAlert(db: Db, userId: string, alertId: string): Promise<boolean> {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return deleted.length > 0;
}

/** A customer's alerts, newest first, each with its instrument's currency. */
export function priceAlertsOfUser(
  db: Db,
  userId: string,
): Promise<{ alert: PriceAlertRow; currency: string }[]> {
  return db
    .select({ alert: priceAlerts, currency: instruments.currency })
    .from(priceAlerts)
    .innerJoin(instruments, eq(instruments.id, priceAlerts.instrumentId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
}

export function activePriceAlerts(
  db: Db,
): Promise<Pick<PriceAlertRow, 'id' | 'instrumentId' | 'direction' | 'price'>[]> {
  return db
    .select({
      id: priceAlerts.id,
      instrumentId: priceAlerts.instrumentId,
      direction: priceAlerts.direction,
      price: priceAlerts.price,
    })
    .from(priceAlerts)
    .where(eq(priceAlerts.state, 'ACTIVE'));
}

/**
 * ACTIVE → TRIGGERED, conditionally: of several concurrent runs only one gets the row back; the others
 * get null and do nothing more.
 */
export async function triggerPriceAlert(tx: Db, alertId: string, at: Date): Promise<PriceAlertRow | null> {
  const [row] = await tx
    .update(priceAlerts)
    .set({ state: 'TRIGGERED', triggeredAt: at })
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.state, 'ACTIVE')))
    .returning();
  return row ?? null;
}

/**
 * The active community profile of the alert's owner, whose stream hears the alert; null without one.
 * Read from the table, not through the community module: brokerage code never imports community.
 */
export async function activeProfileIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.status, 'ACTIVE')));
  return row?.id ?? null;
}
