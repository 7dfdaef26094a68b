import type { OpenBankingStatus, PaymentNotificationKind } from '@havn/domain/broker/index';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { depositRequests, paymentNotifications } from '../../db/schema/payments.ts';

export type DepositRequestRow = typeof depositRequests.$inferSelect;

export async function insertDepositRequest(db: Db, row: typeof depositRequests.$inferInsert): Promise<void> {
  await db.insert(depositRequests).values(row);
}

export async function depositRequestById(db: Db, requestId: string): Promise<DepositRequestRow | undefined> {
  const [row] = await db.select().from(depositRequests).where(eq(depositRequests.requestId, requestId));
  return row;
}

export async function setProviderPayment(
  db: Db,
  requestId: string,
  payment: { providerOrderId: string; redirectUrl: string },
  now: Date,
): Promise<void> {
  await db
    .update(depositRequests)
    .set({ ...payment, updatedAt: now })
    .where(eq(depositRequests.requestId, requestId));
}

export async function setDepositStatus(
  db: Db,
  requestId: string,
  status: OpenBankingStatus,
  now: Date,
): Promise<void> {
  await db
    .update(depositRequests)
    .set({ status, updatedAt: now })
    .where(eq(depositRequests.requestId, requestId));
}

/** Records a notification; false when its id was seen before (a replay, or a retry we already took). */
export async function recordNotification(
  db: Db,
  row: {
    notificationId: string;
    requestId: string;
    kind: PaymentNotificationKind;
    amount: string | null;
    receivedAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentNotifications)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.notificationId });
  return inserted.length > 0;
}

export async function notificationKindsOf(db: Db, requestId: string): Promise<PaymentNotificationKind[]> {
  const rows = await db
    .select({ kind: paymentNotifications.kind })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.requestId, requestId));
  return rows.map((r) => r.kind);
}

export async function notificationSeen(db: Db, notificationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentNotifications.notificationId })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.notificationId, notificationId));
  return row !== undefined;
}

/** What the credit of an open-banking payment booked on the account (null: not credited). */
export async function creditedAmountOf(db: Db, requestId: string, accid: string): Promise<string | null> {
  const [row] = await db
    .select({ amount: sql<string | null>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.reference, `open-banking:${requestId}:credit`),
        eq(ledgerEntries.account, accid),
      ),
    );
  return row?.amount ?? null;
}
