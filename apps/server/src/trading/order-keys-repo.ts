import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { accounts } from '../db/schema/accounts.ts';
import { instruments } from '../db/schema/instruments.ts';
import type { KeyClaim } from '../platform/idempotency.ts';
import { claimKeyInFlightSql } from '../platform/idempotency-keys-repo.ts';

/** What the statement that opens a market order's transaction found. */
export interface LockedWithKey {
  /** The account's row, locked, as it stands. */
  account: AccountRow;
  /** This transaction claimed the key (IN_FLIGHT, until the write completes it). */
  claimed: boolean;
  /**
   * When the key was not claimed: its state as committed before this statement began, or null when
   * the key's holder committed while this statement waited for it (a twin sent at the same time).
   */
  keyState: string | null;
  /** Whether the instrument trades now (null: no such instrument). */
  tradable: boolean | null;
}

/**
 * One statement for what a market order's transaction begins with: its idempotency key claimed
 * IN_FLIGHT (the row idempotency.ts `idempotentWrite` expects the transaction to claim), the account's
 * row locked (only if `userId` owns it: the ownership check of a kept account row), and whether the
 * instrument trades, read now. A twin request holding the key makes this statement wait for its commit
 * (on the key's primary key) and then find the key taken. The key is inserted before the account's row
 * is locked (the CTE is an InitPlan of the row's scan, which runs below the plan's LockRows): another
 * write that claims a key and locks an account in one transaction must take them in this order too, or
 * two requests sharing a key could deadlock. Undefined when there is no such account of `userId`.
 */
export async function lockAccountClaimingKey(
  tx: Db,
  target: { accid: string; userId: string; instrumentId: number },
  claim: KeyClaim,
): Promise<LockedWithKey | undefined> {
  const claimed = tx.$with('claimed', { claimed: sql<number>`claimed` }).as(claimKeyInFlightSql(claim));
  const [row] = await tx
    .with(claimed)
    .select({
      account: accounts,
      claimed: sql<boolean>`exists (select 1 from "claimed")`,
      // The statement's snapshot does not see the CTE's own insert: this is a row that was there before.
      keyState: sql<
        string | null
      >`(select state from idempotency_keys where user_id = ${claim.userId} and key = ${claim.key})`,
      tradable: sql<
        boolean | null
      >`(select ${instruments.tradable} from ${instruments} where ${instruments.id} = ${target.instrumentId})`,
    })
    .from(accounts)
    .where(and(eq(accounts.accid, target.accid), eq(accounts.userId, target.userId)))
    .for('update', { of: accounts })
    // Every market order begins with it: planned once a connection.
    .prepare('order_lock_claiming_key')
    .execute();
  return row;
}

/** What the first statement of a batch of market orders found for one key (`claimKeysInFlight`). */
export interface KeyClaimed {
  /** This transaction claimed the key (IN_FLIGHT, until its order's write completes or releases it). */
  claimed: boolean;
  /** When not claimed: as `LockedWithKey.keyState`. */
  keyState: string | null;
}

/**
 * The idempotency keys of a batch of market orders claimed IN_FLIGHT in one statement (fill-at-once.ts):
 * in the order of (user, key), so two batches claiming the same keys wait for each other rather than
 * deadlock, and before any account is locked, as `lockAccountClaimingKey` takes them. Answers each
 * claim in the order given.
 */
export async function claimKeysInFlight(tx: Db, claims: readonly KeyClaim[]): Promise<KeyClaimed[]> {
  const json = JSON.stringify(
    claims.map((c, i) => ({
      i,
      user_id: c.userId,
      key: c.key,
      fingerprint: c.fingerprint,
      now: c.now.toISOString(),
      expires_at: c.expiresAt.toISOString(),
    })),
  );
  const rows = rowsOf<{ i: number; claimed: boolean; key_state: string | null }>(
    await tx.execute(sql`
      with t as (
        select * from jsonb_to_recordset(${json}::jsonb)
          as t(i int, user_id uuid, key text, fingerprint text, now timestamptz, expires_at timestamptz)
      ), claimed as (
        insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at, expires_at)
        select user_id, key, fingerprint, 'IN_FLIGHT', now, now, expires_at from t order by user_id, key
        on conflict do nothing
        returning user_id, key
      )
      select t.i,
        exists (select 1 from claimed c where c.user_id = t.user_id and c.key = t.key) as claimed,
        (select k.state from idempotency_keys k where k.user_id = t.user_id and k.key = t.key) as key_state
      from t`),
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return claims.map((_, i) => {
    const row = byIndex.get(i);
    return { claimed: row?.claimed === true, keyState: row?.key_state ?? null };
  });
}

/**
 * The rows of several customers' accounts, locked in the order of their accid (so two batches wait for
 * each other rather than deadlock), each only if its `userId` owns it (the ownership check of a kept
 * account row), with which of `instrumentIds` trade now. A missing pair is no such account of that user.
 */
export async function lockAccountsOf(
  tx: Db,
  owners: readonly { accid: string; userId: string }[],
  instrumentIds: readonly number[],
): Promise<{ accounts: Map<string, AccountRow>; tradable: Set<number> }> {
  const json = JSON.stringify(owners.map((o) => ({ accid: o.accid, user_id: o.userId })));
  const rows = await tx
    .select({
      account: accounts,
      tradable: sql<number[] | null>`(select array_agg(${instruments.id}) from ${instruments}
        where ${inArray(instruments.id, [...instrumentIds])} and ${instruments.tradable})`,
    })
    .from(accounts)
    .where(
      and(
        // The accids for the primary key's index; the pairs for ownership.
        inArray(
          accounts.accid,
          owners.map((o) => o.accid),
        ),
        sql`(${accounts.accid}, ${accounts.userId}) in
          (select accid, user_id from jsonb_to_recordset(${json}::jsonb) as o(accid text, user_id uuid))`,
      ),
    )
    .orderBy(accounts.accid)
    .for('update', { of: accounts });
  return {
    accounts: new Map(rows.map((r) => [r.account.accid, r.account])),
    tradable: new Set((rows[0]?.tradable ?? []).map(Number)),
  };
}

/** An order's answer for its idempotency key, its number to be filled in as the order is written. */
export interface KeyAnswer {
  userId: string;
  key: string;
  orderId: string;
  status: number;
  body: unknown;
}

/**
 * The keys of a batch of orders completed with their answers in one update, for the statement that
 * writes the orders: each answer's `orderNumber` is its order's, from the CTE `written` names (rows of
 * id and order_number). Only keys still IN_FLIGHT, as `completeKeySql`.
 */
export function completeKeysWithOrdersSql(answers: readonly KeyAnswer[], written: string): SQL {
  const json = JSON.stringify(
    answers.map((a) => ({
      user_id: a.userId,
      key: a.key,
      order_id: a.orderId,
      status: a.status,
      body: a.body,
    })),
  );
  return sql`
    update idempotency_keys as k set state = 'DONE', response_status = a.status,
      response_body = jsonb_set(a.body, '{orderNumber}', to_jsonb(o.order_number))
    from jsonb_to_recordset(${json}::jsonb) as a(user_id uuid, key text, order_id uuid, status int, body jsonb)
      join ${sql.identifier(written)} as o on o.id = a.order_id
    where k.user_id = a.user_id and k.key = a.key and k.state = 'IN_FLIGHT'`;
}
