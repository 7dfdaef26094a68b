import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { simulatedPayments } from '../../../db/schema/payments.ts';

export type SimulatedPaymentRow = typeof simulatedPayments.$inferSelect;
export type SimulatedPaymentStatus = SimulatedPaymentRow['status'];

/** Opens a payment; the same message id twice is the same payment (a merchant's retry). */
export async function openSimulatedPayment(
  db: Db,
  row: typeof simulatedPayments.$inferInsert,
): Promise<SimulatedPaymentRow> {
  await db.insert(simulatedPayments).values(row).onConflictDoNothing({ target: simulatedPayments.messageId });
  const [stored] = await db
    .select()
    .from(simulatedPayments)
    .where(eq(simulatedPayments.messageId, row.messageId));
  return stored!;
}

export async function simulatedPayment(db: Db, orderId: string): Promise<SimulatedPaymentRow | undefined> {
  const [row] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.orderId, orderId));
  return row;
}

/** Moves a payment on from `from`; false when another request moved it first. */
export async function moveSimulatedPayment(
  db: Db,
  orderId: string,
  from: SimulatedPaymentStatus,
  to: SimulatedPaymentStatus,
  bank: string | null,
): Promise<boolean> {
  const moved = await db
    .update(simulatedPayments)
    .set({ status: to, ...(bank ? { bank } : {}) })
    .where(and(eq(simulatedPayments.orderId, orderId), eq(simulatedPayments.status, from)))
    .returning({ orderId: simulatedPayments.orderId });
  return moved.length > 0;
}
