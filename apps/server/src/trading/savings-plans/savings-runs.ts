import { bankingOf, latestBankingDate, localDateOf } from '@havn/domain/broker/bank-days';
import {
  allocationAmounts,
  dec,
  isFund,
  MARKET_ORDER_PROTECTION_PERCENT,
  nextPlanRun,
  type SavingsRunStatus,
} from '@havn/domain/broker/index';
import { accountOfUser } from '../../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../../context.ts';
import { instrumentsByIds } from '../../market-data/market-repo.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, enqueue, MINUTE_MS } from '../../platform/jobs/index.ts';
import { registerFundOrder } from '../fund-orders/fund-order-flow.ts';
import { placeOrderOn } from '../order-service.ts';
import {
  insertRun,
  lockSavingsPlan,
  runById,
  type SavingsRunRow,
  savingsPlanById,
  savingsPlansDueBy,
  setRunOrders,
  updateSavingsPlan,
} from './savings-plans-repo.ts';

type RunPart = SavingsRunRow['orders'][number];

/** DONE when every part was bought, PARTIAL when some, SKIPPED when none. */
function statusOf(parts: readonly RunPart[]): SavingsRunStatus {
  const bought = parts.filter((p) => p.fundOrderId !== null || p.orderId !== null).length;
  if (bought === parts.length) return 'DONE';
  return bought === 0 ? 'SKIPPED' : 'PARTIAL';
}

/** An ETF's part waiting for its order (the ETF job buys it); distinct from one not bought. */
const WAITING = 'WAITING';

/**
 * Makes the month's run of every active plan whose run day has come in its account's country. One run
 * per plan and month: the unique key on (plan, month) holds for a job that runs twice or in two
 * processes, and the plan moves on to its next month in the same transaction. A fund's part becomes a
 * fund order at once (registerFundOrder: held back from the cash, sent at the fund's cut-off), in the
 * plan's order while the free cash covers the part; an ETF's part is bought on the exchange by its own
 * job. Returns the runs this call made.
 */
export async function makeDueSavingsRuns(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  const made: string[] = [];
  for (const candidate of await savingsPlansDueBy(ctx.db, latestBankingDate(now))) {
    if (candidate.nextRunDate! > localDateOf(bankingOf(candidate.currency).timeZone, now)) continue;
    const runId = await ctx.db.transaction(async (tx) => {
      const plan = await lockSavingsPlan(tx, candidate.id);
      if (plan?.status !== 'ACTIVE' || plan.nextMonth === null || plan.nextRunDate === null) return null;
      if (plan.nextRunDate !== candidate.nextRunDate) return null;
      const month = plan.nextMonth;
      const next = nextPlanRun(bankingOf(plan.currency), plan.dayOfMonth, now, month, plan.source);
      await updateSavingsPlan(tx, plan.id, {
        lastRunMonth: month,
        nextMonth: next.month,
        nextRunDate: next.runDate,
        updatedAt: now,
      });
      const account = await accountOfUser(tx, plan.userId, plan.accid);
      if (!account) return null;
      const rows = await instrumentsByIds(
        tx,
        plan.allocations.map((a) => a.instrumentId),
      );
      const instrumentOf = new Map(rows.map((i) => [i.id, i]));
      const parts: RunPart[] = [];
      for (const part of allocationAmounts(plan.amount, plan.allocations, plan.currency)) {
        const instrument = instrumentOf.get(part.instrumentId);
        const base = {
          instrumentId: part.instrumentId,
          amount: part.amount,
          fundOrderId: null,
          orderId: null,
        };
        if (!instrument?.tradable) {
          parts.push({ ...base, skipReason: 'NOT_TRADABLE' });
        } else if (!isFund(instrument.type)) {
          parts.push({ ...base, skipReason: WAITING });
        } else {
          try {
            const order = await registerFundOrder(ctx, tx, account, instrument, {
              side: 'BUY',
              amount: part.amount,
              requestKey: `savings:${plan.id}:${month}:${instrument.id}`,
            });
            parts.push({ ...base, fundOrderId: order.id, skipReason: null });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            parts.push({ ...base, skipReason: 'INSUFFICIENT_CASH' });
          }
        }
      }
      const run = await insertRun(tx, {
        planId: plan.id,
        month,
        runDate: plan.nextRunDate,
        status: statusOf(parts),
        orders: parts,
        createdAt: now,
      });
      if (!run) return null;
      if (parts.some((p) => p.skipReason === WAITING)) {
        await enqueue({ db: tx, clock: ctx.clock }, buySavingsEtfsJob, { runId: run.id });
      }
      return run.id;
    });
    if (runId) made.push(runId);
  }
  return made;
}

export const makeDueSavingsRunsJob = defineJob({
  name: 'trading.savings-plans.due',
  retry: { attempts: 3, backoffMs: 5_000, maxBackoffMs: MINUTE_MS },
  timeoutMs: 60_000,
  handler: (ctx) => makeDueSavingsRuns(ctx),
});

/**
 * A run's ETF parts bought on the exchange: whole units (of the lot size) that the part covers at the
 * ask with the market order's protection, as market orders. Each order's idempotency key is the run's
 * and the ETF's, so a retried job finds the order it placed instead of placing another. A part that
 * buys less than one unit, or that the cash no longer covers, is not bought, with the reason.
 */
export const buySavingsEtfsJob = defineJob<{ runId: string }>({
  name: 'trading.savings-plans.buy-etfs',
  retry: { attempts: 5, backoffMs: 10_000, maxBackoffMs: 600_000 },
  timeoutMs: 60_000,
  handler: (ctx, { runId }) => buySavingsEtfs(ctx, runId),
});

export async function buySavingsEtfs(ctx: AppContext, runId: string): Promise<void> {
  const run = await runById(ctx.db, runId);
  if (!run) return;
  const plan = await savingsPlanById(ctx.db, run.planId);
  const account = plan ? await accountOfUser(ctx.db, plan.userId, plan.accid) : null;
  if (!plan || !account) return;
  const waiting = run.orders.filter((p) => p.skipReason === WAITING).map((p) => p.instrumentId);
  const instrumentOf = new Map((await instrumentsByIds(ctx.db, waiting)).map((i) => [i.id, i]));
  const parts: RunPart[] = [];
  for (const part of run.orders) {
    if (part.skipReason !== WAITING) {
      parts.push(part);
      continue;
    }
    const instrument = instrumentOf.get(part.instrumentId);
    const quote = (await ctx.marketData.quotes([part.instrumentId])).get(part.instrumentId);
    if (!instrument || !quote) {
      parts.push({ ...part, skipReason: 'NOT_TRADABLE' });
      continue;
    }
    const lot = Math.max(1, instrument.lotSize);
    const worst = dec(quote.ask).times(dec(100).plus(MARKET_ORDER_PROTECTION_PERCENT)).div(100);
    const rate = dec(
      instrument.currency === account.currency
        ? '1'
        : ((await ctx.marketData.fxRate(instrument.currency, account.currency)) ?? '0'),
    );
    const unitCost = worst.times(rate);
    const lots = unitCost.isZero() ? 0 : dec(part.amount).div(unitCost.times(lot)).floor().toNumber();
    if (lots < 1) {
      parts.push({ ...part, skipReason: 'TOO_SMALL_FOR_ONE_UNIT' });
      continue;
    }
    try {
      const placed = await placeOrderOn(
        ctx,
        account,
        { instrumentId: instrument.id, side: 'BUY', orderType: 'MARKET', volume: lots * lot },
        `savings:${run.id}:${instrument.id}`,
        { fillAtOnce: true },
      );
      parts.push({ ...part, orderId: placed.order.id, skipReason: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      parts.push({
        ...part,
        skipReason: error.code === 'INSUFFICIENT_BUYING_POWER' ? 'INSUFFICIENT_CASH' : error.code,
      });
    }
  }
  await setRunOrders(ctx.db, run.id, { orders: parts, status: statusOf(parts) });
}
