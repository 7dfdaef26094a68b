import { getTableColumns, sql } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import {
  accountBalancesSql,
  type Balances,
  type BalancesJson,
  balancesFromJson,
} from '../accounts-and-money/ledger/ledger-repo.ts';
import type { Db } from '../db/client.ts';
import { preparedSql } from '../db/prepared-sql.ts';
import { accounts } from '../db/schema/accounts.ts';
import { instruments } from '../db/schema/instruments.ts';
import type { KeyClaim } from '../platform/idempotency.ts';

/** What the first statement of a batch of market orders found for one order (`lockAccountsClaimingKeys`). */
export interface BatchLock {
  /** This transaction claimed the order's key (IN_FLIGHT, until its write completes or releases it). */
  claimed: boolean;
  /**
   * When not claimed: its state as committed before this statement began, or null when the key's
   * holder committed while this statement waited for it (a twin sent at the same time).
   */
  keyState: string | null;
  /** The account's row, locked, when the key was claimed and `userId` owns the account. */
  account: AccountRow | null;
  /** Whether the instrument trades now. */
  tradable: boolean;
  /** The account's balances, read under its lock (empty when it was not locked). */
  balances: Balances;
  /**
   * The version of the account's row as locked (PostgreSQL's `xmin`: any change to the row makes a new
   * one), or null when it was not locked; what a kept account is compared by (fill-at-once.ts).
   */
  rowVersion: string | null;
}

/** A market order's key, its account (and who the caller says owns it) and its instrument. */
export interface LockTarget {
  claim: KeyClaim;
  accid: string;
  userId: string;
  instrumentId: number;
}

/**
 * The orders of a batch, the rows of the CTE `given` (one jsonb parameter, sent and unpacked once
 * however many parts of the statement read it).
 */
const given = sql`"given" as materialized (select * from jsonb_to_recordset(${sql.placeholder('orders')}::jsonb)
  as t(i int, accid text, owner uuid, user_id uuid, key text, fingerprint text, now timestamptz,
    expires_at timestamptz, instrument_id int))`;

/** The account table's columns by their keys in a row (`AccountRow`), each `a_<column>` of the statement's rows. */
const accountColumns = Object.entries(getTableColumns(accounts));

interface LockRow {
  i: number;
  claimed: boolean;
  key_state: string | null;
  tradable: boolean | null;
  balances: BalancesJson | null;
  row_version: string | null;
  a_accid: string | null;
  [column: `a_${string}`]: unknown;
}

/** The locked account row as the query builder gives it: each value through its column's conversion. */
function accountFromRow(row: LockRow): AccountRow {
  return Object.fromEntries(
    accountColumns.map(([key, column]) => {
      const value = row[`a_${column.name}`];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as AccountRow;
}

/**
 * Built and turned into text once (db/prepared-sql.ts): a batch's transaction only binds its orders.
 * The keys are claimed before any account is locked (the lock's rows depend on the claims); accounts
 * are found by the primary key (the pairs alone planned a scan of every account). The key's state is
 * the statement's snapshot's (it does not see the CTE's own insert: a row that was there before); the
 * balances are selected above the CTE's lock, so read once the lock is granted.
 */
const lockBatch = preparedSql<LockRow>(
  'order_lock_batch_claiming_keys',
  () => sql`
    with ${given}, "claimed" as (
      insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at, expires_at)
      select t.user_id, t.key, t.fingerprint, 'IN_FLIGHT', t.now, t.now, t.expires_at from "given" t
      order by t.user_id, t.key
      on conflict do nothing
      returning user_id, key
    ), "locked" as (
      select ${sql.join(
        accountColumns.map(([, c]) => sql.identifier(c.name)),
        sql`, `,
      )}, ${accounts}.xmin::text as "row_version" from ${accounts}
      where ${accounts.accid} = any(array(select t.accid from "given" t))
        and (${accounts.accid}, ${accounts.userId}) in (select t.accid, t.owner from "given" t
          join "claimed" c on c.user_id = t.user_id and c.key = t.key)
      order by ${accounts.accid}
      for update of ${accounts}
    )
    select t.i,
      exists (select 1 from "claimed" c where c.user_id = t.user_id and c.key = t.key) as claimed,
      (select k.state from idempotency_keys k where k.user_id = t.user_id and k.key = t.key) as key_state,
      (select ${instruments.tradable} from ${instruments} where ${instruments.id} = t.instrument_id) as tradable,
      ${sql.join(
        accountColumns.map(
          ([, c]) => sql`"locked".${sql.identifier(c.name)} as ${sql.identifier(`a_${c.name}`)}`,
        ),
        sql`, `,
      )},
      "locked"."row_version",
      ${accountBalancesSql(sql`"locked"."accid"`)} as balances
    from "given" t
    left join "locked" on "locked"."accid" = t.accid and "locked"."user_id" = t.owner`,
);

/**
 * One statement for what the transaction of one market order or of a batch of them (fill-at-once.ts)
 * begins with: their idempotency keys claimed IN_FLIGHT (the row idempotency.ts `idempotentWrite`
 * expects the transaction to claim) in the order of (user, key), then the accounts of the orders whose
 * key it claimed locked in the order of their accid (so two batches wait for each other rather than
 * deadlock; any other write that claims a key and locks an account in one transaction must take them
 * in this order too), each only if its `userId` owns it (the ownership check of a kept account row),
 * with its balances read once its lock is granted (ledger-repo.ts `accountBalancesSql`); and whether
 * each instrument trades, read now. A twin request holding a key makes the statement wait for its
 * commit (on the key's primary key) and then find the key taken. Answers each order in the order
 * given. The text is the same for every batch (the orders are one jsonb parameter): planned once a
 * connection.
 */
export async function lockAccountsClaimingKeys(tx: Db, orders: readonly LockTarget[]): Promise<BatchLock[]> {
  const json = JSON.stringify(
    orders.map((o, i) => ({
      i,
      accid: o.accid,
      owner: o.userId,
      user_id: o.claim.userId,
      key: o.claim.key,
      fingerprint: o.claim.fingerprint,
      now: o.claim.now.toISOString(),
      expires_at: o.claim.expiresAt.toISOString(),
      instrument_id: o.instrumentId,
    })),
  );
  const found = await lockBatch(tx, { orders: json });
  const rows = found.map((row) => ({ ...row, account: row.a_accid === null ? null : accountFromRow(row) }));
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return orders.map((_, i) => {
    const row = byIndex.get(i);
    return {
      claimed: row?.claimed === true,
      keyState: row?.key_state ?? null,
      account: row?.account ?? null,
      tradable: row?.tradable === true,
      balances: balancesFromJson(row?.balances),
      rowVersion: row?.row_version ?? null,
    };
  });
}
