import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** What the ratings job reads (members, units of shared accounts) and writes (profiles.rating). */

/** Profiles updated per statement: well under PostgreSQL's 65535 parameters. */
const RATING_UPDATE_BATCH = 5_000;

export function activeMembers(db: Db): Promise<{ profileId: string; userId: string; rating: number }[]> {
  return db
    .select({ profileId: profiles.id, userId: profiles.userId, rating: profiles.rating })
    .from(profiles)
    .where(eq(profiles.status, 'ACTIVE'));
}

/**
 * Every movement of units in active members' shared accounts: by join rather than by lists of ids,
 * since members can be more than a statement takes parameters.
 */
export function sharedUnitMovements(
  db: Db,
): Promise<{ userId: string; asset: string; amount: string; createdAt: Date }[]> {
  return db
    .select({
      userId: accounts.userId,
      asset: ledgerEntries.asset,
      amount: ledgerEntries.amount,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(accounts, eq(accounts.accid, ledgerEntries.account))
    .innerJoin(profiles, eq(profiles.userId, accounts.userId))
    .where(
      and(
        eq(accounts.sharedInCommunity, true),
        eq(profiles.status, 'ACTIVE'),
        inArray(ledgerEntries.kind, ['position', 'position_reserved']),
      ),
    );
}

/** Writes new ratings (rating → profile ids) in one transaction, a bounded number of ids a statement. */
export async function storeRatings(db: Db, profileIdsByRating: ReadonlyMap<number, readonly string[]>) {
  await db.transaction(async (tx) => {
    for (const [rating, ids] of profileIdsByRating) {
      for (let i = 0; i < ids.length; i += RATING_UPDATE_BATCH) {
        await tx
          .update(profiles)
          .set({ rating })
          .where(inArray(profiles.id, ids.slice(i, i + RATING_UPDATE_BATCH)));
      }
    }
  });
}
