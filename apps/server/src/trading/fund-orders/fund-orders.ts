import type { FundOrderView, PlaceFundOrderBody } from '@havn/contract';
import {
  checkFundOrder,
  dec,
  formatFundUnits,
  fundOrderTiming,
  isFund,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import {
  accountBalances,
  lockAccount,
  postLedgerTransaction,
} from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireBuyable } from '../order-service.ts';
import { instrumentById } from '../orders-repo.ts';
import { sendFundOrderJob } from './fund-order-jobs.ts';
import {
  type FundOrderRow,
  fundOrderByRequestKey,
  fundOrdersOfAccount,
  insertFundOrder,
  lockFundOrder,
  updateFundOrder,
} from './fund-orders-repo.ts';

export function fundOrderView(row: FundOrderRow): FundOrderView {
  return {
    id: row.id,
    accid: row.accid,
    instrumentId: row.instrumentId,
    side: row.side,
    state: row.state,
    amount: row.amount === null ? null : roundMoney(row.amount, row.currency),
    units: row.units === null ? null : formatFundUnits(row.units),
    all: row.sellsAll,
    currency: row.currency,
    cutOff: row.cutOff.toISOString(),
    estimatedTradeDate: row.tradeDate,
    nav: row.nav === null ? null : dec(row.nav).toFixed(),
    settledAmount: row.settledAmount === null ? null : roundMoney(row.settledAmount, row.currency),
    settleDate: row.settleDate,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A fund order: a buy holds its amount of the account's free cash back (cash → cash_reserved), a sell
 * its units of the holding (position → position_reserved), until the order is priced at the trade
 * date's NAV. Queued to be sent at its cut-off. In the transaction `tx` that claims the customer's
 * Idempotency-Key (idempotentTransaction); the key also makes the request key, so a key used again
 * after its day finds the order it made and holds back nothing twice.
 */
export async function placeFundOrder(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  account: AccountRow,
  input: PlaceFundOrderBody & { idempotencyKey: string },
): Promise<FundOrderView> {
  const instrument = await instrumentById(tx, input.instrumentId);
  if (!instrument) throw new AppError('NOT_FOUND', 'There is no such fund.');
  if (!isFund(instrument.type)) {
    throw new AppError('NOT_A_FUND', 'Only funds take fund orders; shares and ETFs trade on the exchange.');
  }
  if (input.side === 'BUY') await requireBuyable(ctx, account, instrument);
  const problem = checkFundOrder(input, account.currency);
  if (problem?.code === 'AMOUNT_TOO_SMALL') {
    throw new AppError(
      'AMOUNT_TOO_SMALL',
      `The smallest purchase is ${problem.minimum} ${account.currency}.`,
      {
        extensions: { minimum: problem.minimum },
      },
    );
  }
  if (problem) throw new AppError(problem.code, problem.detail);

  const requestKey = `${user.id}:${input.idempotencyKey}`;
  await lockAccount(tx, account.accid);
  const existing = await fundOrderByRequestKey(tx, requestKey);
  if (existing) return fundOrderView(existing);
  const balances = await accountBalances(tx, account.accid);
  const asset = String(instrument.id);
  let amount: string | null = null;
  let units: string | null = null;
  if (input.side === 'BUY') {
    amount = roundMoney(input.amount ?? '0', account.currency);
    if (dec(amount).greaterThan(balances.get('cash', account.currency))) {
      throw new AppError('INSUFFICIENT_BUYING_POWER', 'You do not have enough cash for this purchase.');
    }
  } else {
    const held = balances.get('position', asset);
    units = input.all ? held.toFixed() : dec(input.units ?? '0').toFixed();
    if (held.lessThanOrEqualTo(0) || dec(units).greaterThan(held)) {
      throw new AppError('INSUFFICIENT_HOLDINGS', 'You do not hold that many units of this fund.');
    }
  }
  const now = ctx.clock.now();
  const timing = fundOrderTiming(instrument, now);
  const row = await insertFundOrder(tx, {
    accid: account.accid,
    instrumentId: instrument.id,
    side: input.side,
    requestKey,
    state: 'REGISTERED',
    amount,
    units,
    sellsAll: input.all === true,
    currency: account.currency,
    cutOff: timing.cutOff,
    tradeDate: timing.tradeDate,
    navKnownAt: timing.navKnownAt,
    settleDate: timing.settleDate,
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
  return fundOrderView(row);
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

export async function listFundOrders(ctx: AppContext, account: AccountRow): Promise<FundOrderView[]> {
  return (await fundOrdersOfAccount(ctx.db, account.accid)).map(fundOrderView);
}

/**
 * Cancels a REGISTERED fund order: what it held back is free again. Under the account's and the
 * order's locks, so it and the job sending it at the cut-off cannot both win: once SENT it is 409.
 * Cancelling a cancelled one again changes nothing.
 */
export async function cancelFundOrder(ctx: AppContext, account: AccountRow, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, account.accid);
    const row = await lockFundOrder(tx, id);
    if (row?.accid !== account.accid) throw new AppError('NOT_FOUND', 'No such fund order.');
    if (row.state === 'CANCELLED') return;
    const now = ctx.clock.now();
    if (row.state !== 'REGISTERED' || now >= row.cutOff) {
      throw new AppError(
        'FUND_ORDER_NOT_CANCELLABLE',
        'This fund order has passed its cut-off and can no longer be cancelled.',
      );
    }
    await updateFundOrder(tx, id, { state: 'CANCELLED', at: now });
    await postLedgerTransaction(tx, {
      type: 'RESERVATION',
      accid: account.accid,
      reference: `fund-order:${id}:cancelled`,
      orderId: id,
      createdAt: now,
      entries: heldBack(row, 'release'),
    });
  });
}
