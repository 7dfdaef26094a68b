import { and, getTableColumns, sql } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import {
  accountBalancesSql,
  type Balances,
  balancesFromJson,
} from '../accounts-and-money/ledger/ledger-repo.ts';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { instruments } from '../db/schema/instruments.ts';
import type { KeyClaim } from '../platform/idempotency.ts';

/** The account row's columns, read from the table once (for a batch's locked rows). */
const columns = Object.keys(getTableColumns(accounts)) as (keyof typeof accounts._.columns)[];

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
}

/** A market order's key, its account (and who the caller says owns it) and its instrument. */
export interface LockTarget {
  claim: KeyClaim;
  accid: string;
  userId: string;
  instrumentId: number;
}

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
  const given = sql`jsonb_to_recordset(${json}::jsonb) as t(i int, accid text, owner uuid, user_id uuid,
    key text, fingerprint text, now timestamptz, expires_at timestamptz, instrument_id int)`;
  const claimed = tx.$with('claimed', { userId: sql<string>`user_id`, key: sql<string>`key` }).as(sql`
    insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at, expires_at)
    select t.user_id, t.key, t.fingerprint, 'IN_FLIGHT', t.now, t.now, t.expires_at from ${given}
    order by t.user_id, t.key
    on conflict do nothing
    returning user_id, key`);
  // The keys are claimed before any account is locked: the lock's rows depend on the claims.
  const locked = tx.$with('locked').as(
    tx
      .select()
      .from(accounts)
      .where(
        and(
          // By the primary key: the pairs alone planned a scan of every account.
          sql`${accounts.accid} = any(array(select t.accid from ${given}))`,
          sql`(${accounts.accid}, ${accounts.userId}) in (select t.accid, t.owner from ${given}
            join "claimed" c on c.user_id = t.user_id and c.key = t.key)`,
        ),
      )
      .orderBy(accounts.accid)
      .for('update', { of: accounts }),
  );
  const rows = await tx
    .with(claimed, locked)
    .select({
      i: sql<number>`t.i`,
      claimed: sql<boolean>`exists (select 1 from "claimed" c where c.user_id = t.user_id and c.key = t.key)`,
      // The statement's snapshot does not see the CTE's own insert: this is a row that was there before.
      keyState: sql<
        string | null
      >`(select k.state from idempotency_keys k where k.user_id = t.user_id and k.key = t.key)`,
      tradable: sql<
        boolean | null
      >`(select ${instruments.tradable} from ${instruments} where ${instruments.id} = t.instrument_id)`,
      account: Object.fromEntries(columns.map((c) => [c, locked[c]])) as {
        [K in (typeof columns)[number]]: (typeof locked)[K];
      },
      // Above the CTE's lock, so read once the lock is granted (in the CTE's own list it would be read
      // before, from the statement's snapshot).
      balances: accountBalancesSql(locked.accid),
    })
    .from(sql`${given}`)
    .leftJoin(locked, and(sql`${locked.accid} = t.accid`, sql`${locked.userId} = t.owner`))
    .prepare('order_lock_batch_claiming_keys')
    .execute();
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return orders.map((_, i) => {
    const row = byIndex.get(i);
    return {
      claimed: row?.claimed === true,
      keyState: row?.keyState ?? null,
      account: (row?.account as AccountRow | null | undefined) ?? null,
      tradable: row?.tradable === true,
      balances: balancesFromJson(row?.balances),
    };
  });
}
