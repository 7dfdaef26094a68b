import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signingKeys } from '../db/schema/signing-keys.ts';

/** The secret of one purpose, made on first use (every process then reads the same one). */
export async function signingSecret(db: Db, purpose: string, now: Date): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ name: purpose, secret: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, purpose));
  return Buffer.from(row!.secret, 'base64url');
}

/**
 * A named secret of any shape (a JWK, a cookie key), made by `make` the first time and the same for
 * every process afterwards: the first insert wins, everyone reads what won.
 */
export async function storedSecret(db: Db, name: string, now: Date, make: () => string): Promise<string> {
  const [existing] = await db.select().from(signingKeys).where(eq(signingKeys.name, name));
  if (existing) return existing.secret;
  await db.insert(signingKeys).values({ name, secret: make(), createdAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, name));
  return row!.secret;
}
