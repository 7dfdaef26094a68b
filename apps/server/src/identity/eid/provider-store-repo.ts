import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eidAttempts, eidProviderRecords } from '../../db/schema/onboarding.ts';

type Payload = Record<string, unknown>;

/** The oidc-provider adapter's SQL: one row per model and id, found by id, uid, user code or grant. */
export async function upsertRecord(
  db: Db,
  model: string,
  id: string,
  payload: Payload,
  expiresAt: Date | null,
): Promise<void> {
  const values = {
    model,
    id,
    payload,
    grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
    uid: typeof payload.uid === 'string' ? payload.uid : null,
    userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
    expiresAt,
  };
  await db
    .insert(eidProviderRecords)
    .values(values)
    .onConflictDoUpdate({ target: [eidProviderRecords.model, eidProviderRecords.id], set: values });
}

export async function findRecord(
  db: Db,
  model: string,
  by: { id?: string; uid?: string; userCode?: string },
  now: Date,
): Promise<Payload | undefined> {
  const key =
    by.id !== undefined
      ? eq(eidProviderRecords.id, by.id)
      : by.uid !== undefined
        ? eq(eidProviderRecords.uid, by.uid)
        : eq(eidProviderRecords.userCode, by.userCode ?? '');
  const [row] = await db
    .select()
    .from(eidProviderRecords)
    .where(
      and(
        eq(eidProviderRecords.model, model),
        key,
        or(isNull(eidProviderRecords.expiresAt), gt(eidProviderRecords.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return row.consumedAt
    ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
    : row.payload;
}

export async function consumeRecord(db: Db, model: string, id: string, now: Date): Promise<void> {
  await db
    .update(eidProviderRecords)
    .set({ consumedAt: now })
    .where(and(eq(eidProviderRecords.model, model), eq(eidProviderRecords.id, id)));
}

export async function destroyRecord(db: Db, model: string, id: string): Promise<void> {
  await db
    .delete(eidProviderRecords)
    .where(and(eq(eidProviderRecords.model, model), eq(eidProviderRecords.id, id)));
}

export async function revokeGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(eidProviderRecords).where(eq(eidProviderRecords.grantId, grantId));
}

/** What no sign-in can use any more: expired provider records and sign-ins older than `before`. */
export async function deleteExpired(db: Db, now: Date, attemptsBefore: Date): Promise<void> {
  await db.delete(eidProviderRecords).where(lte(eidProviderRecords.expiresAt, now));
  await db.delete(eidAttempts).where(lte(eidAttempts.createdAt, attemptsBefore));
}
