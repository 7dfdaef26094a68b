import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eidIdentities } from '../../db/schema/onboarding.ts';
import { pensionMoveItems, pensionMoves } from '../../db/schema/pension-moves.ts';
import { FINAL_MOVE_STATUSES } from '../../db/schema/signed-moves.ts';
import { users } from '../../db/schema/users.ts';

export type PensionMoveRow = typeof pensionMoves.$inferSelect;
export type PensionMoveItemRow = typeof pensionMoveItems.$inferSelect;

export async function insertMove(
  tx: Db,
  move: typeof pensionMoves.$inferInsert,
  items: (typeof pensionMoveItems.$inferInsert)[],
): Promise<void> {
  await tx.insert(pensionMoves).values(move);
  await tx.insert(pensionMoveItems).values(items);
}

export async function moveByRequestKey(db: Db, requestKey: string): Promise<PensionMoveRow | undefined> {
  const [row] = await db.select().from(pensionMoves).where(eq(pensionMoves.requestKey, requestKey));
  return row;
}

export async function moveById(db: Db, id: string): Promise<PensionMoveRow | undefined> {
  const [row] = await db.select().from(pensionMoves).where(eq(pensionMoves.id, id));
  return row;
}

/** The move, locked for the rest of the transaction: its status and its items change under it. */
export async function lockMove(tx: Db, id: string): Promise<PensionMoveRow | undefined> {
  const [row] = await tx.select().from(pensionMoves).where(eq(pensionMoves.id, id)).for('update');
  return row;
}

export function movesOfUser(db: Db, userId: string): Promise<PensionMoveRow[]> {
  return db
    .select()
    .from(pensionMoves)
    .where(eq(pensionMoves.userId, userId))
    .orderBy(desc(pensionMoves.signedAt), desc(pensionMoves.id));
}

export async function itemsOfMoves(
  db: Db,
  moveIds: readonly string[],
): Promise<Map<string, PensionMoveItemRow[]>> {
  const byMove = new Map<string, PensionMoveItemRow[]>();
  if (moveIds.length === 0) return byMove;
  const rows = await db
    .select()
    .from(pensionMoveItems)
    .where(inArray(pensionMoveItems.moveId, [...moveIds]))
    .orderBy(pensionMoveItems.insuranceId);
  for (const row of rows) byMove.set(row.moveId, [...(byMove.get(row.moveId) ?? []), row]);
  return byMove;
}

/** The unfinished move each of these insurances is in, by insurance id. */
export async function movingInsurances(
  db: Db,
  insuranceIds: readonly string[],
): Promise<Map<string, string>> {
  if (insuranceIds.length === 0) return new Map();
  const rows = await db
    .select({ insuranceId: pensionMoveItems.insuranceId, moveId: pensionMoveItems.moveId })
    .from(pensionMoveItems)
    .where(
      and(
        inArray(pensionMoveItems.insuranceId, [...insuranceIds]),
        notInArray(pensionMoveItems.status, FINAL_MOVE_STATUSES),
      ),
    );
  return new Map(rows.map((r) => [r.insuranceId, r.moveId]));
}

/** The ids of every move not yet done, oldest first: what the job asks about. */
export async function unfinishedMoveIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: pensionMoves.id })
    .from(pensionMoves)
    .where(notInArray(pensionMoves.status, FINAL_MOVE_STATUSES))
    .orderBy(pensionMoves.signedAt);
  return rows.map((r) => r.id);
}

export async function updateItem(
  tx: Db,
  moveId: string,
  insuranceId: string,
  change: Partial<Pick<PensionMoveItemRow, 'status' | 'caseId' | 'rejectReason' | 'completedAt' | 'amount'>>,
): Promise<void> {
  await tx
    .update(pensionMoveItems)
    .set(change)
    .where(and(eq(pensionMoveItems.moveId, moveId), eq(pensionMoveItems.insuranceId, insuranceId)));
}

export async function updateMove(
  tx: Db,
  id: string,
  change: Pick<PensionMoveRow, 'status' | 'reachedAt' | 'updatedAt'>,
): Promise<void> {
  await tx.update(pensionMoves).set(change).where(eq(pensionMoves.id, id));
}

/** The personal number the customer's eID proved, if they signed in with one. */
export async function personalNumberOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ personalNumber: eidIdentities.personalNumber })
    .from(eidIdentities)
    .where(eq(eidIdentities.userId, userId));
  return row?.personalNumber ?? null;
}

/** The customer's country (ISO alpha-2, upper case). */
export async function countryOfUser(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ country: users.country }).from(users).where(eq(users.id, userId));
  return (row?.country ?? '').toUpperCase();
}
