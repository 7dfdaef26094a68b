import { type AuthorPosition, authorPosition } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import { unitsHeldByUserQuery } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { preparedSql } from '../db/prepared-sql.ts';
import { lastBuyOfUserQuery } from '../trading/fills-repo.ts';
import { keptForUser } from './kept-reads.ts';

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
  const facts = await positionFacts(db, userId, instrumentId, now);
  return authorPosition({ ...facts, everHeld: facts.lastBuyAt !== null }, now);
}

/** The units held and the last buy in one statement, its text built once and planned once a connection. */
const positionFactsStatement = preparedSql<{ held: string | null; last_buy: Date | string | null }>(
  'author_position_facts',
  () => sql`select (${unitsHeldByUserQuery(sql.placeholder('user'), sql.placeholder('asset'), sql.placeholder('at'))}) as held,
    (${lastBuyOfUserQuery(sql.placeholder('user'), sql.placeholder('instrument'), sql.placeholder('at'))}) as last_buy`,
);

async function positionFacts(db: Db, userId: string, instrumentId: number, at: Date) {
  const [row] = await positionFactsStatement(db, {
    user: userId,
    asset: String(instrumentId),
    instrument: instrumentId,
    at: at.toISOString(),
  });
  return { heldVolume: row?.held ?? '0', lastBuyAt: row?.last_buy ? new Date(row.last_buy) : null };
}

/**
 * `authorPositionAt` from what this process keeps of the member's holding of the instrument (their
 * units and last buy, forgotten with their money: every ledger entry and fill announces it), so a
 * member who posts about an instrument again asks the database nothing for it. The position itself
 * is worked out at `now` each time (a buy stops being recent with time alone).
 */
export async function keptAuthorPosition(
  ctx: AppContext,
  userId: string,
  instrumentId: number,
): Promise<AuthorPosition> {
  const facts = await keptForUser(
    ctx,
    userId,
    `position:${instrumentId}`,
    () => positionFacts(ctx.db, userId, instrumentId, ctx.clock.now()),
    () => 64,
  );
  return authorPosition({ ...facts, everHeld: facts.lastBuyAt !== null }, ctx.clock.now());
}
