import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { users } from '../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    eidVerifiedAt?: Date | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session that was not logged out, with its user: whether it is still valid is the caller's rule. */
export async function liveSessionByHash(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1)
    // Prepared under a name: every request of a session not kept yet asks it, planned once a connection.
    .prepare('live_session_by_hash')
    .execute();
  return row ?? null;
}

export async function touchSession(db: Db, tokenHash: string, lastSeenAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSessionByHash(db: Db, tokenHash: string, revokedAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** A step-up: the holder of this live session proved who they are with eID at `at`. */
export async function markEidVerified(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ eidVerifiedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Sends notifications in one statement (delivered when its transaction commits, in this order). */
export async function announce(db: Db, notes: readonly { channel: string; mark: string }[]): Promise<void> {
  const each = notes.map((n) => sql`pg_notify(${n.channel}, ${n.mark})`);
  await db.execute(sql`select ${sql.join(each, sql`, `)}`);
}
