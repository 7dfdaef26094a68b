import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { perKey } from './per-key.ts';
import { signingSecret } from './signing-keys-repo.ts';

/**
 * Links that act without a login (unsubscribe from an event): `subject.expiry.signature`, the
 * signature an HMAC-SHA256 over the first two parts with a secret only the server knows. The secret is
 * made once per purpose and kept in the database, so every process signs and checks alike and a
 * restart keeps old links working; changing a purpose's key row voids its links.
 */
export type LinkCheck = { ok: true; subject: string } | { ok: false; reason: 'INVALID' | 'EXPIRED' };

/** A purpose's secret never changes once made: read it once per database, not on every link. */
const secretsOf = perKey((_: Db) => new Map<string, Promise<Buffer>>());

function secretOf(db: Db, purpose: string, now: Date): Promise<Buffer> {
  const byPurpose = secretsOf(db);
  let secret = byPurpose.get(purpose);
  if (!secret) {
    secret = signingSecret(db, purpose, now);
    // A failed read is not kept: the next link asks the database again.
    secret.catch(() => byPurpose.delete(purpose));
    byPurpose.set(purpose, secret);
  }
  return secret;
}

function signature(secret: Buffer, purpose: string, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');
}

export async function signLink(
  db: Db,
  purpose: string,
  subject: string,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const body = `${subject}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(await secretOf(db, purpose, now), purpose, body)}`;
}

export async function checkLink(db: Db, purpose: string, token: string, now: Date): Promise<LinkCheck> {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[1]!)) return { ok: false, reason: 'INVALID' };
  const [subject, expiry, given] = parts as [string, string, string];
  const expected = signature(await secretOf(db, purpose, now), purpose, `${subject}.${expiry}`);
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return { ok: false, reason: 'INVALID' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, subject };
}
