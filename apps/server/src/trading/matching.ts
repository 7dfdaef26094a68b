import { fillPrice, isStopTriggered } from '@havn/domain/broker/index';
import type { AppContext } from '../context.ts';
import { catchUpSessions } from '../platform/sessions.ts';
import { applyFill, FillNotCoveredError } from './fills.ts';
import { MATCHING_ENGINE } from './order-audit-repo.ts';
import { closeOrder, triggerStopLoss } from './order-service.ts';
import { type InstrumentRow, type OrderToMatch, openOrdersToMatch } from './orders-repo.ts';

/** Open orders one matching run looks at, oldest first; the next run picks up the rest. */
export const MATCHING_BATCH = 500;

export interface MatchingResult {
  filled: number;
  expired: number;
  rejected: number;
}

/**
 * One matching step against the market data provider: expires open orders past their validity, triggers
 * the stop losses the last price reached, then fills every open order whose price the current quote reaches, wholly, at the quote (the ask for a
 * buy, the bid for a sell) while its market is open. Orders of instruments that are no longer tradable
 * and fills the account cannot pay for are rejected. Safe to run in several processes at once: each
 * fill locks its account and order, and the execution id (order id and fill number) makes a second
 * attempt at the same fill a no-op. `orderIds` narrows the run to those orders; `placed` is the one
 * order just placed, with its instrument (right after placing).
 */
type MatchingOptions = {
  orderIds?: readonly string[];
  placed?: { order: OrderToMatch; instrument: InstrumentRow };
};

export async function runMatching(ctx: AppContext, options: MatchingOptions = {}): Promise<MatchingResult> {
  const result = await matchOpenOrders(ctx, options);
  // A sweep changed accounts that no request is waiting on: this process's next read sees them (what
  // it keeps is forgotten on the database's announcement). Right after placing, the request catches up.
  if (!options.orderIds && !options.placed && result.filled + result.expired + result.rejected > 0)
    await catchUpSessions(ctx);
  return result;
}

async function matchOpenOrders(ctx: AppContext, options: MatchingOptions): Promise<MatchingResult> {
  const result: MatchingResult = { filled: 0, expired: 0, rejected: 0 };
  if (options.orderIds?.length === 0) return result;
  // An order just placed is matched as placed: applyFill re-reads it under its lock anyway.
  const open = options.placed
    ? [options.placed.order]
    : await openOrdersToMatch(ctx.db, { orderIds: options.orderIds, limit: MATCHING_BATCH });
  if (open.length === 0) return result;

  const now = ctx.clock.now();
  const live = [];
  for (const order of open) {
    if (order.validUntil.getTime() <= now.getTime()) {
      if (await closeOrder(ctx, order.id, 'EXPIRED', MATCHING_ENGINE)) result.expired += 1;
    } else if (!order.tradable) {
      if (await closeOrder(ctx, order.id, 'REJECTED', MATCHING_ENGINE)) result.rejected += 1;
    } else {
      live.push(order);
    }
  }
  if (live.length === 0) return result;

  const quotes = await ctx.marketData.quotes([...new Set(live.map((o) => o.instrumentId))]);
  for (const order of live) {
    const quote = quotes.get(order.instrumentId);
    if (!quote) continue;
    if (order.triggerPrice !== null && order.triggeredAt === null) {
      // A stop loss waits out of the book until the last price reaches its trigger.
      if (!isStopTriggered(order.side, order.triggerPrice, quote)) continue;
      if (!(await triggerStopLoss(ctx, order))) continue;
    }
    const price = fillPrice(order.side, order.priceLimit, quote);
    if (price === null) continue;
    try {
      const outcome = await applyFill(
        ctx,
        {
          orderId: order.id,
          executionId: `${order.id}:${order.fillCount + 1}`,
          volume: order.volume - order.filledVolume,
          price,
          executedAt: ctx.clock.now(),
        },
        { head: order, ...(options.placed ? { instrument: options.placed.instrument } : {}) },
      );
      if (outcome === 'FILLED' || outcome === 'PARTIALLY_FILLED') result.filled += 1;
    } catch (error) {
      if (error instanceof FillNotCoveredError) {
        if (await closeOrder(ctx, order.id, 'REJECTED', MATCHING_ENGINE)) result.rejected += 1;
      } else {
        // One broken order must not stop the others from matching.
        ctx.log.error({ err: error, orderId: order.id }, 'matching: the fill failed');
      }
    }
  }
  return result;
}
