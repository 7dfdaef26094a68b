import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotencyKeys } from '../db/schema/idempotency-keys.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const ofKey = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims a key for a request now running; false when someone holds it already. Written as plain SQL
 * (as `completeKey`): every idempotent write runs both, and the query builder cost more than the rest.
 */
export async function claimIdempotencyKey(
  db: Db,
  row: { userId: string; key: string; fingerprint: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db.execute<{ claimed: number }>(claimKeyInFlightSql(row));
  return rowsOf(result).length > 0;
}

/** The insert of `claimIdempotencyKey`: one row `claimed` when this request holds the key now. */
function claimKeyInFlightSql(row: {
  userId: string;
  key: string;
  fingerprint: string;
  now: Date;
  expiresAt: Date;
}): SQL {
  const now = row.now.toISOString();
  return sql`
    insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at, expires_at)
    values (${row.userId}, ${row.key}, ${row.fingerprint}, 'IN_FLIGHT', ${now}, ${now}, ${row.expiresAt.toISOString()})
    on conflict do nothing
    returning 1 as claimed`;
}

/**
 * A key's row written DONE with its answer, for a write's own statement (idempotency.ts
 * `idempotentWrite`): a CTE that inserts it only `when` the write goes ahead, and returns one row when
 * it did; none when the key is someone's already (the write's other parts then write nothing: make
 * them depend on this CTE). A twin request racing it waits on the primary key for this one's commit.
 * Each value is a parameter or a prepared statement's placeholder.
 */
export function claimKeyDoneSql(
  row: { userId: unknown; key: unknown; fingerprint: unknown; now: unknown; expiresAt: unknown },
  answer: { status: unknown; body: unknown },
  when: SQL,
): SQL {
  return sql`
    insert into idempotency_keys
      (user_id, key, fingerprint, state, created_at, locked_at, expires_at, response_status, response_body)
    select ${row.userId}::uuid, ${row.key}::text, ${row.fingerprint}::text, 'DONE', ${row.now}::timestamptz,
      ${row.now}::timestamptz, ${row.expiresAt}::timestamptz, ${answer.status}::integer, ${answer.body}::jsonb
    where ${when}
    on conflict do nothing
    returning 1 as claimed`;
}

/**
 * The answer of a key claimed earlier in the same transaction, as a CTE of the write's statement.
 * `fill` sets one top-level field of the body from the statement itself (a number the write's own
 * insert gives, say), for an answer known in full but for that.
 */
export function completeKeySql(
  row: { userId: string; key: string },
  answer: { status: number; body: unknown },
  fill?: { field: string; value: SQL },
): SQL {
  const body = sql`${JSON.stringify(answer.body ?? null)}::jsonb`;
  const stored = fill ? sql`jsonb_set(${body}, ${`{${fill.field}}`}::text[], to_jsonb(${fill.value}))` : body;
  return sql`
    update idempotency_keys set state = 'DONE', response_status = ${answer.status}, response_body = ${stored}
    where user_id = ${row.userId} and key = ${row.key} and state = 'IN_FLIGHT'`;
}

/** A key's answer, for `completeKeysSql`. */
export interface KeyAnswer {
  userId: string;
  key: string;
  status: number;
  body: unknown;
  /** The id of the row of the `fill` CTE whose value the answer takes. */
  ref?: string;
}

/**
 * Keys as rows of `a` (user_id, key, n: their place from 1) for a statement that finds them by the
 * primary key: the pairs are two array parameters, which the planner takes for a few rows (a JSON
 * recordset it takes for a hundred, and then judged reading every key cheaper than probing for each).
 */
function keysGiven(rows: readonly { userId: string; key: string }[]): SQL {
  return sql`unnest(${sql.param(rows.map((r) => r.userId))}::uuid[], ${sql.param(rows.map((r) => r.key))}::text[])
    with ordinality as a(user_id, key, n)`;
}

/**
 * Keys claimed earlier in the same transaction, each completed with its answer, in one update for a
 * CTE of the write's statement (only keys still IN_FLIGHT, as `completeKeySql`), each found by the
 * primary key. With `fill`, each answer's top-level `field` is set from the statement itself: the
 * `column` of the row of CTE `cte` whose id is the answer's `ref` (the number an order's insert gives
 * it). The answers are a few array parameters and one jsonb: the text is the same for any number.
 */
export function completeKeysSql(
  answers: readonly KeyAnswer[],
  fill?: { field: string; cte: string; column: string },
): SQL {
  const given = keysGiven(answers);
  const statuses = sql`${sql.param(answers.map((a) => a.status))}::int[]`;
  const bodies = sql`${JSON.stringify(answers.map((a) => a.body ?? null))}::jsonb`;
  const body = sql`(${bodies} -> (a.n - 1)::int)`;
  const set = sql`update idempotency_keys as k set state = 'DONE', response_status = (${statuses})[a.n]`;
  const where = sql`where k.user_id = a.user_id and k.key = a.key and k.state = 'IN_FLIGHT'`;
  if (!fill) return sql`${set}, response_body = ${body} from ${given} ${where}`;
  const refs = sql`${sql.param(answers.map((a) => a.ref ?? null))}::uuid[]`;
  return sql`${set},
      response_body = jsonb_set(${body}, ${`{${fill.field}}`}::text[], to_jsonb(o.${sql.identifier(fill.column)}))
    from ${given} join ${sql.identifier(fill.cte)} as o on o.id = (${refs})[a.n] ${where}`;
}

/**
 * Keys never claimed before, inserted DONE with their answers in one insert for a CTE of the write's
 * statement (an order batch in one round trip, fill-at-once.ts), each answer's top-level `field` set
 * as in `completeKeysSql` from the row of CTE `cte` whose id is the answer's `ref`. No ON CONFLICT: a
 * key someone holds or held refuses the whole statement (a unique violation, after waiting for its
 * holder's commit), and the caller goes the way that claims keys first.
 */
export function insertKeysDoneSql(
  answers: readonly (KeyAnswer & { claim: KeyClaimRow })[],
  fill: { field: string; cte: string; column: string },
): SQL {
  const given = keysGiven(answers);
  const column = <T>(values: readonly T[], type: string) =>
    sql`(${sql.param(values)}::${sql.raw(type)})[a.n]`;
  const bodies = sql`${JSON.stringify(answers.map((a) => a.body ?? null))}::jsonb`;
  return sql`
    insert into idempotency_keys
      (user_id, key, fingerprint, state, created_at, locked_at, expires_at, response_status, response_body)
    select a.user_id, a.key, ${column(
      answers.map((a) => a.claim.fingerprint),
      'text[]',
    )}, 'DONE', ${column(
      answers.map((a) => a.claim.now.toISOString()),
      'timestamptz[]',
    )}, ${column(
      answers.map((a) => a.claim.now.toISOString()),
      'timestamptz[]',
    )}, ${column(
      answers.map((a) => a.claim.expiresAt.toISOString()),
      'timestamptz[]',
    )}, ${column(
      answers.map((a) => a.status),
      'int[]',
    )},
      jsonb_set(${bodies} -> (a.n - 1)::int, ${`{${fill.field}}`}::text[], to_jsonb(o.${sql.identifier(fill.column)}))
    from ${given} join ${sql.identifier(fill.cte)} as o on o.id = ${column(
      answers.map((a) => a.ref ?? null),
      'uuid[]',
    )}`;
}

/** What a key's claim holds beside its user and key (idempotency.ts `KeyClaim`). */
export interface KeyClaimRow {
  fingerprint: string;
  now: Date;
  expiresAt: Date;
}

/**
 * Keys this transaction claimed IN_FLIGHT (order-keys-repo.ts) let go again, in one delete for a CTE
 * of the transaction's write: as if their claims had rolled back, for requests that the write leaves
 * to another path.
 */
export function releaseKeysSql(rows: readonly { userId: string; key: string }[]): SQL {
  return sql`
    delete from idempotency_keys as k using ${keysGiven(rows)}
    where k.user_id = a.user_id and k.key = a.key and k.state = 'IN_FLIGHT'`;
}

export async function idempotencyKeyOfUser(
  db: Db,
  userId: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(ofKey(userId, key));
  return row ?? null;
}

/** Frees a key whose day has passed (only if it still has), so it can be claimed afresh. */
export async function deleteExpiredKey(db: Db, userId: string, key: string, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ofKey(userId, key), lte(idempotencyKeys.expiresAt, now)));
}

/** Takes over a request whose holder went quiet: only if nobody else took it since `seenLockedAt`. */
export async function takeOverKey(
  db: Db,
  userId: string,
  key: string,
  seenLockedAt: Date,
  now: Date,
): Promise<boolean> {
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(
      and(
        ofKey(userId, key),
        eq(idempotencyKeys.state, 'IN_FLIGHT'),
        eq(idempotencyKeys.lockedAt, seenLockedAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken !== undefined;
}

/** Stores the answer a replay will send; only for the request that holds the key. */
export async function completeKey(
  db: Db,
  userId: string,
  key: string,
  responseStatus: number,
  responseBody: unknown,
): Promise<void> {
  const body = responseBody === null || responseBody === undefined ? null : JSON.stringify(responseBody);
  await db.execute(sql`
    update idempotency_keys set state = 'DONE', response_status = ${responseStatus}, response_body = ${body}::jsonb
    where user_id = ${userId} and key = ${key} and state = 'IN_FLIGHT'`);
}

/** A key written DONE with a rule's refusal, if it is still free; false when someone holds it. */
export async function keepRefusal(
  db: Db,
  row: { userId: string; key: string; fingerprint: string; now: Date; expiresAt: Date },
  problem: unknown,
): Promise<boolean> {
  const claim = claimKeyDoneSql(
    { ...row, now: row.now.toISOString(), expiresAt: row.expiresAt.toISOString() },
    { status: 422, body: JSON.stringify(problem) },
    sql`true`,
  );
  return rowsOf(await db.execute<{ claimed: number }>(claim)).length > 0;
}

/** Lets go of a key whose request failed in a way a retry may fix. */
export async function releaseKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ofKey(userId, key), eq(idempotencyKeys.state, 'IN_FLIGHT')));
}

export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
