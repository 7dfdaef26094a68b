import { randomUUID } from 'node:crypto';
import {
  convertAt,
  dec,
  type FundOrderSide,
  fundAmountFor,
  fundOrderTiming,
  fundUnitsFor,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { cashWithHouse } from '../../accounts-and-money/ledger/house-cash.ts';
import {
  accountBalances,
  type Balances,
  type EntryInput,
  HOUSE,
  lockAccount,
  postLedgerTransaction,
} from '../../accounts-and-money/ledger/ledger-repo.ts';
import { insertSettlement } from '../../accounts-and-money/settlement/settlement-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, enqueue } from '../../platform/jobs/index.ts';
import { type InstrumentRow, instrumentById } from '../orders-repo.ts';
import {
  type FundOrderRow,
  fundOrderById,
  fundOrderByRequestKey,
  insertFundOrder,
  lockFundOrder,
  updateFundOrder,
} from './fund-orders-repo.ts';

/**
 * A fund order's life after the customer asks (domain fund-orders.ts): registered with what it holds
 * back, sent at its cut-off, priced once its trade date's NAV is known, settled on its settlement day.
 */

/**
 * At its cut-off a REGISTERED fund order goes to the fund company: SENT, no longer cancellable, and
 * priced once the trade date's NAV is known. Under the account's and the order's locks, so a cancel
 * either came first (nothing to send) or comes after (409). Runs again safely.
 */
export const sendFundOrderJob = defineJob<{ fundOrderId: string }>({
  name: 'trading.send-fund-order',
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 30_000,
  handler: (ctx, { fundOrderId }) => sendFundOrder(ctx, fundOrderId),
});

export async function sendFundOrder(ctx: AppContext, fundOrderId: string): Promise<void> {
  const head = await fundOrderById(ctx.db, fundOrderId);
  if (!head) return;
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, head.accid);
    const row = await lockFundOrder(tx, fundOrderId);
    if (row?.state !== 'REGISTERED') return;
    await updateFundOrder(tx, row.id, { state: 'SENT', at: ctx.clock.now() });
    await enqueue(
      { db: tx, clock: ctx.clock },
      priceFundOrderJob,
      { fundOrderId: row.id },
      { runAt: row.navKnownAt },
    );
  });
}

/**
 * A SENT fund order priced at its trade date's NAV: a buy's amount becomes units (rounded down to four
 * decimals) and a sell's units cash, at the live FX rate when the fund is quoted in another currency.
 * One FILL transaction moves the held-back cash or units to the market (through system:fx across
 * currencies); a sale's cash waits for its settlement day like a share sale's, and a switch's sale
 * places the switch's purchase with its proceeds in the same transaction. Until the NAV is
 * published the job asks again hourly, for three days, then rejects the order (`rejectFundOrder`).
 * Runs again safely: only a SENT order is priced.
 */
export const priceFundOrderJob = defineJob<{ fundOrderId: string }>({
  name: 'trading.price-fund-order',
  retry: { attempts: 20, backoffMs: 60_000, maxBackoffMs: 3_600_000 },
  timeoutMs: 30_000,
  handler: (ctx, { fundOrderId }) => priceFundOrder(ctx, fundOrderId),
});

export async function priceFundOrder(ctx: AppContext, fundOrderId: string): Promise<void> {
  const head = await fundOrderById(ctx.db, fundOrderId);
  if (head?.state !== 'SENT') return;
  const fund = await instrumentById(ctx.db, head.instrumentId);
  if (!fund) return;
  const day = new Date(`${head.tradeDate}T00:00:00Z`);
  const closes = await ctx.marketData.dailyCloses([fund.id], day, new Date(day.getTime() + 86_399_999));
  const nav = closes.get(fund.id)?.find((close) => close.date === head.tradeDate)?.close;
  if (nav === undefined) {
    const now = ctx.clock.now();
    // Asked again hourly; a NAV still unpublished days later means the fund company did not take it.
    if (now.getTime() < head.navKnownAt.getTime() + FUND_NAV_WAIT_MS) {
      await enqueue(
        { db: ctx.db, clock: ctx.clock },
        priceFundOrderJob,
        { fundOrderId },
        { runAt: new Date(now.getTime() + 3_600_000) },
      );
      return;
    }
    await rejectFundOrder(ctx, fundOrderId, 'NAV_NOT_PUBLISHED');
    return;
  }
  // How many units of the account's currency one unit of the fund's buys.
  const rate = await liveFxRate(ctx.marketData, fund.currency, head.currency);
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, head.accid);
    const row = await lockFundOrder(tx, fundOrderId);
    if (row?.state !== 'SENT') return;
    const now = ctx.clock.now();
    const priced = pricing(row, fund.currency, nav, rate.toFixed());
    await postLedgerTransaction(tx, {
      type: 'FILL',
      accid: row.accid,
      reference: `fund-order:${row.id}:priced`,
      orderId: row.id,
      createdAt: now,
      entries: priced.entries,
    });
    if (row.side === 'SELL') {
      await insertSettlement(tx, {
        executionId: `fund-order:${row.id}`,
        accid: row.accid,
        currency: row.currency,
        amount: priced.cash,
        tradeDate: row.tradeDate,
        settleDate: row.settleDate,
      });
    }
    await updateFundOrder(tx, row.id, {
      state: 'PRICED',
      at: now,
      nav,
      units: priced.units,
      settledAmount: priced.cash,
    });
    if (row.switchToInstrumentId !== null && row.switchId !== null) {
      // A switch's sale priced: its proceeds buy the other fund at that fund's next cut-off.
      const to = await instrumentById(tx, row.switchToInstrumentId);
      if (to) {
        await registerFundOrder(ctx, tx, { accid: row.accid, currency: row.currency }, to, {
          side: 'BUY',
          amount: priced.cash,
          requestKey: `switch:${row.switchId}:buy`,
          switchId: row.switchId,
        });
      }
    }
    const settleAt = new Date(`${row.settleDate}T00:00:00Z`);
    await enqueue(
      { db: tx, clock: ctx.clock },
      settleFundOrderJob,
      { fundOrderId: row.id },
      { runAt: settleAt },
    );
  });
}

/** How long after its expected time a trade date's NAV is waited for before the order is rejected. */
export const FUND_NAV_WAIT_MS = 3 * 86_400_000;

/**
 * A SENT fund order the fund company did not price: REJECTED with the reason, and what it held back
 * free again (a switch's purchase is then never placed). Runs again safely: only a SENT order changes.
 */
export async function rejectFundOrder(ctx: AppContext, fundOrderId: string, reason: string): Promise<void> {
  const head = await fundOrderById(ctx.db, fundOrderId);
  if (!head) return;
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, head.accid);
    const row = await lockFundOrder(tx, fundOrderId);
    if (row?.state !== 'SENT') return;
    const now = ctx.clock.now();
    await updateFundOrder(tx, row.id, { state: 'REJECTED', at: now, rejectReason: reason });
    await postLedgerTransaction(tx, {
      type: 'RESERVATION',
      accid: row.accid,
      reference: `fund-order:${row.id}:rejected`,
      orderId: row.id,
      createdAt: now,
      entries: heldBack(row, 'release'),
    });
  });
}

/**
 * What pricing `row` at `nav` moves. `rate`: account currency per unit of the fund's currency `X`.
 * A buy pays its whole amount; the units are what it buys at the NAV. A sell receives its units' value.
 */
function pricing(
  row: FundOrderRow,
  X: string,
  nav: string,
  rate: string,
): { units: string; cash: string; entries: EntryInput[] } {
  const A = row.currency;
  const me = row.accid;
  const asset = String(row.instrumentId);
  if (row.side === 'BUY') {
    const amount = roundMoney(row.amount ?? '0', A);
    const inFund = X === A ? amount : convertAt(amount, dec(1).div(dec(rate)), X);
    const units = fundUnitsFor(inFund, nav);
    return {
      units,
      cash: amount,
      entries: [
        ...cashWithHouse(
          { account: me, kind: 'cash_reserved', currency: A, amount: `-${amount}` },
          { account: HOUSE.market, currency: X, amount: inFund },
        ),
        { account: HOUSE.market, kind: 'position', asset, amount: `-${units}` },
        { account: me, kind: 'position', asset, amount: units },
      ],
    };
  }
  const units = dec(row.units ?? '0').toFixed();
  const inFund = fundAmountFor(units, nav, X);
  const cash = X === A ? inFund : convertAt(inFund, rate, A);
  return {
    units,
    cash,
    entries: [
      { account: me, kind: 'position_reserved', asset, amount: `-${units}` },
      { account: HOUSE.market, kind: 'position', asset, amount: units },
      ...cashWithHouse(
        { account: me, kind: 'cash', currency: A, amount: cash },
        { account: HOUSE.market, currency: X, amount: `-${inFund}` },
      ),
    ],
  };
}

/** A PRICED fund order on its settlement day: SETTLED (a sale's cash is settled by the settlement job). */
export const settleFundOrderJob = defineJob<{ fundOrderId: string }>({
  name: 'trading.settle-fund-order',
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 30_000,
  handler: async (ctx, { fundOrderId }) => {
    await ctx.db.transaction(async (tx) => {
      const row = await lockFundOrder(tx, fundOrderId);
      if (row?.state !== 'PRICED') return;
      await updateFundOrder(tx, row.id, { state: 'SETTLED', at: ctx.clock.now() });
    });
  },
});

/** A fund order as registered: well formed already; its cash or units still to be checked here. */
export interface FundOrderRegistration {
  side: FundOrderSide;
  /** A buy's amount, account currency. */
  amount?: string | undefined;
  /** A sell's units, unless `all`. */
  units?: string | undefined;
  all?: boolean;
  requestKey: string;
  /** A switch's sale: the fund its proceeds buy. */
  switchTo?: number;
  /** A switch's purchase: the switch it belongs to. */
  switchId?: string;
  /**
   * What a buy the free cash does not cover may borrow (the account's credit line's borrowing cap,
   * read under the lock with the balances): a customer's own purchase, as a share buy may. Without it
   * a buy is within the cash (a savings plan, a rebalance and a switch never borrow).
   */
  mayBorrow?: (balances: Balances, amount: string) => Promise<string>;
}

/**
 * Registers a fund order under the account's lock: a buy within the account's free cash, a sell
 * within the units not already held back; holds them back (RESERVATION) and queues the order to be
 * sent at its cut-off. The request key finds an order already made with it, which is answered as it
 * is and holds back nothing twice. Call inside the transaction that should own the order.
 */
export async function registerFundOrder(
  ctx: Pick<AppContext, 'clock'>,
  tx: Db,
  account: Pick<AccountRow, 'accid' | 'currency'>,
  instrument: InstrumentRow,
  order: FundOrderRegistration,
): Promise<FundOrderRow> {
  await lockAccount(tx, account.accid);
  const existing = await fundOrderByRequestKey(tx, order.requestKey);
  if (existing) return existing;
  const balances = await accountBalances(tx, account.accid);
  let amount: string | null = null;
  let units: string | null = null;
  if (order.side === 'BUY') {
    amount = roundMoney(order.amount ?? '0', account.currency);
    const credit = order.mayBorrow ? await order.mayBorrow(balances, amount) : '0';
    if (dec(amount).greaterThan(balances.get('cash', account.currency).plus(dec(credit)))) {
      throw new AppError(
        'INSUFFICIENT_BUYING_POWER',
        'You do not have enough buying power for this purchase.',
      );
    }
  } else {
    const held = balances.get('position', String(instrument.id));
    units = order.all ? held.toFixed() : dec(order.units ?? '0').toFixed();
    if (held.lessThanOrEqualTo(0) || dec(units).greaterThan(held)) {
      throw new AppError('INSUFFICIENT_HOLDINGS', 'You do not hold that many units of this fund.');
    }
  }
  const now = ctx.clock.now();
  const timing = fundOrderTiming(instrument, now);
  const row = await insertFundOrder(tx, {
    accid: account.accid,
    instrumentId: instrument.id,
    side: order.side,
    requestKey: order.requestKey,
    state: 'REGISTERED',
    amount,
    units,
    sellsAll: order.all === true,
    currency: account.currency,
    cutOff: timing.cutOff,
    tradeDate: timing.tradeDate,
    navKnownAt: timing.navKnownAt,
    settleDate: timing.settleDate,
    switchId: order.switchId ?? (order.switchTo === undefined ? null : randomUUID()),
    switchToInstrumentId: order.switchTo ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await postLedgerTransaction(tx, {
    type: 'RESERVATION',
    accid: account.accid,
    reference: `fund-order:${row.id}:reserved`,
    orderId: row.id,
    createdAt: now,
    entries: heldBack(row, 'reserve'),
  });
  await enqueue(
    { db: tx, clock: ctx.clock },
    sendFundOrderJob,
    { fundOrderId: row.id },
    { runAt: row.cutOff },
  );
  return row;
}

/** The entries that hold a fund order's cash or units back (`reserve`) or free them again (`release`). */
export function heldBack(
  row: Pick<FundOrderRow, 'accid' | 'side' | 'amount' | 'units' | 'currency' | 'instrumentId'>,
  direction: 'reserve' | 'release',
) {
  const [from, to] =
    row.side === 'BUY' ? (['cash', 'cash_reserved'] as const) : (['position', 'position_reserved'] as const);
  const asset = row.side === 'BUY' ? row.currency : String(row.instrumentId);
  const value = dec((row.side === 'BUY' ? row.amount : row.units) ?? '0').toFixed();
  const [out, into] = direction === 'reserve' ? [from, to] : [to, from];
  return [
    { account: row.accid, kind: out, asset, amount: `-${value}` },
    { account: row.accid, kind: into, asset, amount: value },
  ];
}
