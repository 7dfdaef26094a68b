import { convertAt, dec, fundAmountFor, fundUnitsFor, roundMoney } from '@havn/domain/broker/index';
import type { EntryInput } from '../../accounts-and-money/ledger/ledger-repo.ts';
import { HOUSE, lockAccount, postLedgerTransaction } from '../../accounts-and-money/ledger/ledger-repo.ts';
import { insertSettlement } from '../../accounts-and-money/settlement/settlement-repo.ts';
import type { AppContext } from '../../context.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { defineJob, enqueue } from '../../platform/jobs/index.ts';
import { instrumentById } from '../orders-repo.ts';
import { type FundOrderRow, fundOrderById, lockFundOrder, updateFundOrder } from './fund-orders-repo.ts';

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
 * currencies); a sale's cash waits for its settlement day like a share sale's. Until the NAV is
 * published the job fails and is retried. Runs again safely: only a SENT order is priced.
 */
export const priceFundOrderJob = defineJob<{ fundOrderId: string }>({
  name: 'trading.price-fund-order',
  retry: { attempts: 20, backoffMs: 60_000, maxBackoffMs: 3_600_000 },
  timeoutMs: 30_000,
  handler: (ctx, { fundOrderId }) => priceFundOrder(ctx, fundOrderId),
});

export class NavNotKnownYet extends Error {
  constructor(instrumentId: number, date: string) {
    super(`the NAV of fund ${instrumentId} for ${date} is not known yet`);
  }
}

export async function priceFundOrder(ctx: AppContext, fundOrderId: string): Promise<void> {
  const head = await fundOrderById(ctx.db, fundOrderId);
  if (head?.state !== 'SENT') return;
  const fund = await instrumentById(ctx.db, head.instrumentId);
  if (!fund) return;
  const day = new Date(`${head.tradeDate}T00:00:00Z`);
  const closes = await ctx.marketData.dailyCloses([fund.id], day, new Date(day.getTime() + 86_399_999));
  const nav = closes.get(fund.id)?.find((close) => close.date === head.tradeDate)?.close;
  if (nav === undefined) throw new NavNotKnownYet(fund.id, head.tradeDate);
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
    const settleAt = new Date(`${row.settleDate}T00:00:00Z`);
    await enqueue(
      { db: tx, clock: ctx.clock },
      settleFundOrderJob,
      { fundOrderId: row.id },
      { runAt: settleAt },
    );
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
        { account: me, kind: 'cash_reserved', asset: A, amount: `-${amount}` },
        ...cashToMarket(A, X, amount, inFund),
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
      ...cashToMarket(A, X, `-${cash}`, `-${inFund}`),
      { account: me, kind: 'cash', asset: A, amount: cash },
    ],
  };
}

/** `inAccount` (currency A) paid to the market, as `inFund` (currency X) through system:fx across currencies. */
function cashToMarket(A: string, X: string, inAccount: string, inFund: string): EntryInput[] {
  if (X === A) return [{ account: HOUSE.market, kind: 'cash', asset: A, amount: inAccount }];
  const negate = (value: string) => dec(value).negated().toFixed();
  return [
    { account: HOUSE.fx, kind: 'cash', asset: A, amount: inAccount },
    { account: HOUSE.fx, kind: 'cash', asset: X, amount: negate(inFund) },
    { account: HOUSE.market, kind: 'cash', asset: X, amount: inFund },
  ];
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
