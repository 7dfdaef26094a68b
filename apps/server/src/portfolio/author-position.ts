import { type AuthorPosition, authorPosition } from '@havn/domain/broker/index';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/accounts.ts';
import { ledgerEntries, ledgerTransactions } from '../db/schema/ledger.ts';
import { orderFills } from '../db/schema/orders.ts';

/**
 * The member's position in an instrument at `now`, over all their accounts, from the ledger and its
 * fills (never amounts): HOLDS, BOUGHT_RECENTLY (a buy in the last 30 days, still held), SOLD (held it
 * before, not now) or NONE. What a post or comment about the instrument discloses.
 */
export async function authorPositionAt(
  db: Db,
  userId: string,
  instrumentId: number,
  now: Date,
): Promise<AuthorPosition> {
  const mine = db.select({ accid: accounts.accid }).from(accounts).where(eq(accounts.userId, userId));
  const [[held], [buys]] = await Promise.all([
    db
      .select({ volume: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          inArray(ledgerEntries.account, mine),
          inArray(ledgerEntries.kind, ['position', 'position_reserved']),
          eq(ledgerEntries.asset, String(instrumentId)),
          lte(ledgerTransactions.createdAt, now),
        ),
      ),
    db
      .select({ lastBuyAt: sql<Date | string | null>`max(${orderFills.executedAt})` })
      .from(orderFills)
      .where(
        and(
          inArray(orderFills.accid, mine),
          eq(orderFills.instrumentId, instrumentId),
          eq(orderFills.side, 'BUY'),
          lte(orderFills.executedAt, now),
        ),
      ),
  ]);
  const lastBuyAt = buys?.lastBuyAt ? new Date(buys.lastBuyAt) : null;
  return authorPosition({ heldVolume: held?.volume ?? '0', lastBuyAt, everHeld: lastBuyAt !== null }, now);
}
