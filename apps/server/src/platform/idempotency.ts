import { hash } from 'node:crypto';
import type { Problem } from '@havn/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import {
  claimIdempotencyKey,
  completeKey,
  deleteExpiredKey,
  idempotencyKeyOfUser,
  keepRefusal,
  releaseKey,
  takeOverKey,
} from './idempotency-keys-repo.ts';

/** Keys past their 24 hours are swept hourly (platform-jobs.ts). */
export { deleteExpiredIdempotencyKeys } from './idempotency-keys-repo.ts';

/**
 * Idempotency keys for calls that move money (api.md: "a repeat with the same key returns the first
 * result and changes nothing"), after Stripe's and the IETF draft's rules:
 * - scoped per customer, kept IDEMPOTENCY_KEY_TTL_MS (24 h) in PostgreSQL, so every process sees them;
 * - the first request inserts the key (a primary key decides the race: insert first, then look);
 * - the same key and body replays the first response, status and body (`idempotent-replayed: true`);
 * - the same key with another method, path or body is 422 IDEMPOTENCY_KEY_REUSED;
 * - a repeat while the first is still running is 409 IDEMPOTENCY_KEY_IN_FLIGHT;
 * - a 2xx or a 422 (a rule said no) is kept and replayed; any other failure frees the key for a retry.
 * A request that died holding its key (a crashed process) leaves it IN_FLIGHT; after
 * IDEMPOTENCY_TAKEOVER_MS a repeat takes it over. The work itself must then be safe to run twice, which
 * the callers make so with a unique reference per key (an order's key, a deposit's ledger reference).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_TAKEOVER_MS = 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentCall {
  ctx: AppContext;
  userId: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The parsed body: the fingerprint is over its canonical JSON, so key order does not matter. */
  body: unknown;
  /** The status a success answers with (what a replay repeats). */
  successStatus: number;
}

/** The request's Idempotency-Key, or a 400 IDEMPOTENCY_KEY_REQUIRED. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(value) ? undefined : value;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header of 1 to 255 visible ASCII characters, new for each action.',
    );
  }
  return key;
}

/**
 * Runs `work` once per (customer, key): returns its body, or the stored body of the first request with
 * that key. `work` gets the key, to make its own write unique per key.
 */
export async function idempotent<T>(call: IdempotentCall, work: (key: string) => Promise<T>): Promise<T> {
  const { ctx, userId } = call;
  return runOnce(
    call,
    async (claim) => {
      if (!(await claimIdempotencyKey(ctx.db, claim))) return KEY_TAKEN;
      return runAndStore(call, claim.key, work);
    },
    (key, lockedAt, now) => takeOverKey(ctx.db, userId, key, lockedAt, now),
    work,
  );
}

/** What a write that claims its own key answers when the key was someone's already (it wrote nothing). */
export const KEY_TAKEN: unique symbol = Symbol('idempotency key taken');

/** The key's row a write claims in its own statement or transaction (idempotency-keys-repo.ts). */
export interface KeyClaim {
  userId: string;
  key: string;
  fingerprint: string;
  now: Date;
  expiresAt: Date;
}

/**
 * `idempotent` for a write that records its key itself, in the statement or transaction of what it
 * writes (`claimKeyDoneSql`, or `claimIdempotencyKey` and `completeKeySql` in one transaction): the
 * key and the write commit together or not at all, so no request dies holding its key, a repeat sent
 * while the first runs waits for the first's commit on the key's primary key and replays it, and the
 * claim and the answer cost no round trips of their own. `work` answers KEY_TAKEN when its claim found
 * the key taken, having written nothing; the answer of the key's first request is then replayed. A
 * rule's refusal (a 422) that `work` wants kept must be stored by `work` in its own transaction.
 */
export async function idempotentWrite<T>(
  call: IdempotentCall,
  work: (claim: KeyClaim) => Promise<T | typeof KEY_TAKEN>,
): Promise<T> {
  return runOnce(call, work, null, null);
}

/**
 * `idempotentWrite` for a write that is one transaction: the key is claimed as the transaction's first
 * statement and answered as its last, so they commit with the write or not at all. A process killed
 * mid-request leaves no key behind (its transaction rolls back with its connection), so the customer's
 * retry runs at once instead of waiting out IDEMPOTENCY_TAKEOVER_MS; a twin sent meanwhile waits for
 * the first's commit and replays it. A rule's refusal (a 422) is kept after the rollback, unless a twin
 * answered first.
 */
export async function idempotentTransaction<T>(
  call: IdempotentCall,
  work: (tx: Db, key: string) => Promise<T>,
): Promise<T> {
  const { ctx } = call;
  return idempotentWrite(call, async (claim) => {
    try {
      return await ctx.db.transaction(async (tx) => {
        if (!(await claimIdempotencyKey(tx, claim))) return KEY_TAKEN;
        const body = await work(tx, claim.key);
        await completeKey(tx, claim.userId, claim.key, call.successStatus, storedAnswer(body));
        return body;
      });
    } catch (error) {
      if (error instanceof AppError && error.status === 422) {
        if (!(await keepRefusal(ctx.db, claim, storedProblem(error)))) return KEY_TAKEN;
      }
      throw error;
    }
  });
}

async function runOnce<T>(
  call: IdempotentCall,
  attemptWork: (claim: KeyClaim) => Promise<T | typeof KEY_TAKEN>,
  takeOver: ((key: string, lockedAt: Date, now: Date) => Promise<boolean>) | null,
  work: ((key: string) => Promise<T>) | null,
): Promise<T> {
  const { ctx, userId, request } = call;
  const key = idempotencyKeyOf(request);
  const path = request.url.split('?')[0] ?? request.url;
  const fingerprint = hash('sha256', `${request.method} ${path}\n${canonicalJson(call.body)}`, 'hex');

  for (let attempt = 0; attempt < 5; attempt += 1) {
    const now = ctx.clock.now();
    const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
    const done = await attemptWork({ userId, key, fingerprint, now, expiresAt });
    if (done !== KEY_TAKEN) return done;

    const existing = await idempotencyKeyOfUser(ctx.db, userId, key);
    if (!existing) continue; // the holder failed and freed it a moment ago: try to take it
    if (existing.expiresAt.getTime() <= now.getTime()) {
      await deleteExpiredKey(ctx.db, userId, key, now);
      continue;
    }
    if (existing.fingerprint !== fingerprint) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different request. Use a new key for a new action.',
      );
    }
    if (existing.state === 'DONE') return replay(call, existing.responseStatus ?? 200, existing.responseBody);
    if (takeOver && work && existing.lockedAt.getTime() + IDEMPOTENCY_TAKEOVER_MS <= now.getTime()) {
      if (await takeOver(key, existing.lockedAt, now)) return runAndStore(call, key, work);
      continue;
    }
    throw new AppError(
      'IDEMPOTENCY_KEY_IN_FLIGHT',
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      { headers: { 'retry-after': '1' } },
    );
  }
  throw new AppError('IDEMPOTENCY_KEY_IN_FLIGHT', 'This Idempotency-Key is busy. Try again in a moment.', {
    headers: { 'retry-after': '1' },
  });
}

async function runAndStore<T>(
  call: IdempotentCall,
  key: string,
  work: (key: string) => Promise<T>,
): Promise<T> {
  const { ctx, userId } = call;
  let body: T;
  try {
    body = await work(key);
  } catch (error) {
    if (error instanceof AppError && error.status === 422) {
      await completeKey(ctx.db, userId, key, 422, storedProblem(error));
    } else {
      await releaseKey(ctx.db, userId, key).catch(() => {});
    }
    throw error;
  }
  await completeKey(ctx.db, userId, key, call.successStatus, storedAnswer(body));
  return body;
}

/** JSON-roundtripped: what is stored is exactly what a replay will send. */
const storedAnswer = (body: unknown): unknown => JSON.parse(JSON.stringify(body ?? null)) as unknown;

/** A rule's refusal (a 422) as a key keeps it for its replays, with its extensions (what it allows). */
export function storedProblem(error: AppError): Problem {
  return {
    type: `about:blank#${error.code}`,
    title: 'Unprocessable Content',
    status: 422,
    code: error.code,
    ...(error.message !== error.code ? { detail: error.message } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.extensions,
  };
}

function replay<T>(call: IdempotentCall, status: number, body: unknown): T {
  call.reply.header('idempotent-replayed', 'true');
  if (status >= 400) {
    const {
      type: _type,
      title: _title,
      status: _status,
      code,
      detail,
      errors,
      ...extensions
    } = body as Problem;
    throw new AppError(code, detail, { ...(errors ? { errors } : {}), extensions });
  }
  return body as T;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
