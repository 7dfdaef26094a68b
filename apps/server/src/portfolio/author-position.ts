import { type AuthorPosition, authorPosition } from '@havn/domain/broker/index';
import { unitsHeldByUser } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { Db } from '../db/client.ts';
import { lastBuyOfUser } from '../trading/fills-repo.ts';

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
  const [heldVolume, lastBuyAt] = await Promise.all([
    unitsHeldByUser(db, userId, instrumentId, now),
    lastBuyOfUser(db, userId, instrumentId, now),
  ]);
  return authorPosition({ heldVolume, lastBuyAt, everHeld: lastBuyAt !== null }, now);
}
