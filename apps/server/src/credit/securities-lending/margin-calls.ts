import { randomUUID } from 'node:crypto';
import { dec, roundMoney } from '@havn/domain/broker/index';
import { forcedSalePlan, marginCallDeadline } from '@havn/domain/credit/index';
import { and, eq } from 'drizzle-orm';
import { type AccountRow, accountOfUser } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { accountBalances } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { creditLines, marginCalls } from '../../db/schema/credit-lines.ts';
import { AppError } from '../../platform/errors.ts';
import { placeOrder } from '../../trading/order-service.ts';
import { insertMessage } from '../../watchlists-and-alerts/alerts/messages-repo.ts';
import { collateralOf, standingOf } from './collateral.ts';
import type { CreditLineRow } from './credit-lines-repo.ts';

export type MarginCallRow = typeof marginCalls.$inferSelect;

export async function openMarginCall(db: Db, accid: string): Promise<MarginCallRow | null> {
  const [row] = await db
    .select()
    .from(marginCalls)
    .where(and(eq(marginCalls.accid, accid), eq(marginCalls.status, 'OPEN')));
  return row ?? null;
}

async function closeCall(db: Db, id: string, status: 'CURED' | 'SOLD', at: Date): Promise<void> {
  await db.update(marginCalls).set({ status, closedAt: at }).where(eq(marginCalls.id, id));
}

/**
 * The margin calls' run (every few minutes): each account with a credit line is valued now. One whose
 * loan passed its lending value gets a margin call and a message saying what to cover by when; a call
 * whose account is back within its lending value is cured; a call still short at its deadline has
 * holdings sold for it (forcedSalePlan: market sells, each with a key naming the call, so a run again
 * places none twice). A sale the market refuses now (closed, no price) is tried on the next run.
 */
export async function runMarginCalls(
  ctx: AppContext,
): Promise<{ called: number; cured: number; sold: number }> {
  const lines = await ctx.db.select().from(creditLines).where(eq(creditLines.status, 'ACTIVE'));
  const counts = { called: 0, cured: 0, sold: 0 };
  for (const line of lines) {
    const outcome = await marginCallOf(ctx, line);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}

async function marginCallOf(
  ctx: AppContext,
  line: CreditLineRow,
): Promise<'called' | 'cured' | 'sold' | null> {
  const account = await accountOfUser(ctx.db, line.userId, line.accid);
  if (!account) return null;
  const balances = await accountBalances(ctx.db, account.accid);
  const { holdings, values } = await collateralOf(ctx, ctx.db, account, balances);
  const standing = standingOf(account, balances, line, values);
  const open = await openMarginCall(ctx.db, account.accid);
  const now = ctx.clock.now();
  if (standing.state !== 'OVER_LEVERAGED') {
    if (!open) return null;
    await closeCall(ctx.db, open.id, 'CURED', now);
    return 'cured';
  }
  if (!open) return (await callMargin(ctx, account, line, standing.shortfall)) ? 'called' : null;
  if (now < open.deadline) return null;
  const percentOf = new Map(values.items.map((i) => [i.instrumentId, i.percent]));
  const plan = forcedSalePlan(
    holdings.flatMap((h) =>
      h.marketValue === null || h.units === 0
        ? []
        : [
            {
              instrumentId: h.instrument.id,
              units: h.freeUnits,
              price: dec(h.marketValue).dividedBy(h.units).toFixed(6),
              percent: percentOf.get(h.instrument.id) ?? 0,
            },
          ],
    ),
    standing.shortfall,
  );
  let placed = 0;
  for (const sale of plan) {
    try {
      await placeOrder(
        ctx,
        account,
        { instrumentId: sale.instrumentId, side: 'SELL', orderType: 'MARKET', volume: sale.units },
        `margin-call:${open.id}:${sale.instrumentId}`,
      );
      placed += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  if (placed === 0) return null;
  await closeCall(ctx.db, open.id, 'SOLD', now);
  return 'sold';
}

/** Records the call and tells the customer, in one transaction; a call already open (a twin run) is left. */
async function callMargin(
  ctx: AppContext,
  account: AccountRow,
  line: CreditLineRow,
  shortfall: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  const deadline = marginCallDeadline(now, account.currency);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(marginCalls).values({
        id: randomUUID(),
        accid: account.accid,
        status: 'OPEN',
        shortfall: roundMoney(shortfall, account.currency),
        currency: account.currency,
        calledAt: now,
        deadline,
      });
      await insertMessage(tx, {
        userId: line.userId,
        kind: 'MARGIN_CALL',
        payload: {
          accid: account.accid,
          shortfall: roundMoney(shortfall, account.currency),
          currency: account.currency,
          deadline: deadline.toISOString(),
        },
        createdAt: now,
      });
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'margin_calls_open_key')) return false;
    throw error;
  }
}
