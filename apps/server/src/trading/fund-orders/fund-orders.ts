import type { FundOrderView, FundSwitchView, PlaceFundOrderBody, PlaceFundSwitchBody } from '@havn/contract';
import {
  checkFundOrder,
  checkFundSwitch,
  dec,
  formatFundUnits,
  isFund,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { lockAccount, postLedgerTransaction } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import { creditIfShort } from '../../credit/securities-lending/collateral.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireBuyable } from '../order-service.ts';
import { type InstrumentRow, instrumentById } from '../orders-repo.ts';
import { heldBack, registerFundOrder } from './fund-order-flow.ts';
import {
  type FundOrderRow,
  fundOrdersOfAccount,
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
    switchId: row.switchId,
    switchToInstrumentId: row.switchToInstrumentId,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A fund order: a buy holds its amount of the account's free cash back (cash → cash_reserved; past the
 * cash, within what the account's credit line lets it borrow, the cash going below zero), a sell
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
  const instrument = await fundById(tx, input.instrumentId);
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
  const row = await registerFundOrder(ctx, tx, account, instrument, {
    side: input.side,
    amount: input.amount,
    units: input.units,
    all: input.all === true,
    requestKey: `${user.id}:${input.idempotencyKey}`,
    // Past the free cash, a buy may borrow against the holdings (a credit line), as a share buy may.
    mayBorrow: (balances, amount) => creditIfShort(ctx, tx, account, balances, amount),
  });
  return fundOrderView(row);
}

/**
 * A fund switch: its sale registered as a fund order of its own (held back, cancellable until its
 * cut-off), carrying the fund its proceeds buy; pricing the sale places the purchase
 * (fund-order-jobs.ts). The other fund must be one the account may buy.
 */
export async function placeFundSwitch(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  account: AccountRow,
  input: PlaceFundSwitchBody & { idempotencyKey: string },
): Promise<FundSwitchView> {
  const from = await fundById(tx, input.fromInstrumentId);
  const to = await fundById(tx, input.toInstrumentId);
  await requireBuyable(ctx, account, to);
  const problem = checkFundSwitch(input);
  if (problem) throw new AppError(problem.code, problem.detail);
  const sell = await registerFundOrder(ctx, tx, account, from, {
    side: 'SELL',
    units: input.units,
    all: input.all === true,
    requestKey: `${user.id}:${input.idempotencyKey}`,
    switchTo: to.id,
  });
  return {
    id: sell.switchId ?? sell.id,
    state: sell.state,
    fromInstrumentId: from.id,
    toInstrumentId: to.id,
    sell: fundOrderView(sell),
  };
}

/** The instrument, if it is a fund: NOT_FOUND when there is none, NOT_A_FUND when it trades on the exchange. */
export async function fundById(db: Db, instrumentId: number): Promise<InstrumentRow> {
  const instrument = await instrumentById(db, instrumentId);
  if (!instrument) throw new AppError('NOT_FOUND', 'There is no such fund.');
  if (!isFund(instrument.type)) {
    throw new AppError('NOT_A_FUND', 'Only funds take fund orders; shares and ETFs trade on the exchange.');
  }
  return instrument;
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
