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
