import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header both sides of the open-banking link sign their requests and notifications with. */
export const SIGNATURE_HEADER = 'havn-signature';

/** How far a signature's time may be from ours: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

function mac(key: string, timestamp: number, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the time is signed with the body. */
export function signBody(key: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(key, timestamp, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; why: 'missing' | 'malformed' | 'stale' | 'forged' };

/** Whether `header` signs exactly `body` with `key`, recently enough; compared in constant time. */
export function verifyBody(key: string, body: string, header: string | undefined, now: Date): SignatureCheck {
  if (!header) return { ok: false, why: 'missing' };
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    return { ok: false, why: 'malformed' };
  if (Math.abs(now.getTime() - timestamp * 1000) > SIGNATURE_TOLERANCE_MS) return { ok: false, why: 'stale' };
  const expected = Buffer.from(mac(key, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true } : { ok: false, why: 'forged' };
}
