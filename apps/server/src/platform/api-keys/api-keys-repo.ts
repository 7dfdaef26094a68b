import type { ApiKeyScope } from '@havn/domain';
import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeyRequests, apiKeys } from '../../db/schema/api-keys.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../sessions-repo.ts';

export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'scopes'> & { scopes: ApiKeyScope[] };

export async function insertApiKey(
  db: Db,
  values: {
    userId: string;
    name: string;
    scopes: ApiKeyScope[];
    secretHash: string;
    prefix: string;
    createdAt: Date;
  },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row as ApiKeyRow;
}

export async function liveApiKeysOf(db: Db, userId: string): Promise<ApiKeyRow[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows as ApiKeyRow[];
}

export async function liveApiKeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** The key with this secret hash and its user, revoked or not: whether it may be used is the caller's rule. */
export async function apiKeyByHash(
  db: Db,
  secretHash: string,
): Promise<{ key: ApiKeyRow; user: UserRow } | null> {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1);
  return row ? { key: row.key as ApiKeyRow, user: row.user } : null;
}

export async function touchApiKey(db: Db, id: string, lastUsedAt: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt }).where(eq(apiKeys.id, id));
}

/** Revokes one live key of this user; false when there is none (unknown, someone else's, or revoked). */
export async function revokeApiKey(db: Db, userId: string, id: string, revokedAt: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function insertApiKeyRequest(db: Db, values: typeof apiKeyRequests.$inferInsert): Promise<void> {
  await db.insert(apiKeyRequests).values(values);
}

/** Holds the user's row for the rest of the transaction: two creations at once count one after the other. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Drops audit rows older than `before`; returns how many went. */
export async function deleteApiKeyRequestsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(apiKeyRequests)
    .where(lt(apiKeyRequests.at, before))
    .returning({ id: apiKeyRequests.id });
  return rows.length;
}
