import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import type { UserRow } from '../platform/sessions.ts';

/** The users table: the customers who log in. */

export type NewUserRow = typeof users.$inferInsert;

/** Fails with a unique violation (users_username_key) on a taken username. */
export async function insertUser(tx: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/** Usernames log in case-insensitively. */
export async function userByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The customer's country (their site and language), or null for no such user. */
export async function countryOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ country: users.country }).from(users).where(eq(users.id, userId));
  return row?.country ?? null;
}
