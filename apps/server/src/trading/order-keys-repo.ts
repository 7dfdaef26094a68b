import { and, eq, sql } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { Db } from '../db/client.ts';
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
