import {
  type BrokerDecimal,
  commissionIncrement,
  dec,
  fixed,
  roundMoney,
  tradePercentageChange,
  tradeValueAt,
} from '@havn/domain/broker/index';
import type { SQLWrapper } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import {
  accountBalances,
  type Balances,
  type EntryInput,
  HOUSE,
  type LedgerTransactionInput,
  lockAccount,
  postLedgerTransaction,
} from '../accounts-and-money/ledger/ledger-repo.ts';
import { recordSaleSettlement, type Sale } from '../accounts-and-money/settlement/settlement.ts';
import type { AppContext } from '../context.ts';
import { borrowingCapOf } from '../credit/securities-lending/collateral.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { domainEventInsert, recordDomainEvent } from '../platform/jobs/index.ts';
import { type FillExecuted, fillExecuted } from './events.ts';
import { insertFill } from './fills-repo.ts';
import { MATCHING_ENGINE, type OrderEventInput, recordOrderEvent } from './order-audit-repo.ts';
import type { OrderWrites } from './order-writes-repo.ts';
import {
  type InstrumentRow,
  instrumentById,
  isOpen,
  lockOrderForFill,
  type OrderRow,
  orderHead,
  updateOrder,
} from './orders-repo.ts';

/** Whose order it is and in which currencies: what a fill needs before it takes a lock. */
export type OrderHead = Pick<OrderRow, 'accid' | 'instrumentId' | 'currency' | 'accountCurrency'>;

export interface FillInput {
  orderId: string;
  /** Unique per execution: the same id again is a no-op. */
  executionId: string;
  volume: number;
  /** The execution price, instrument currency. */
  price: string;
  executedAt: Date;
}

export type FillOutcome = 'FILLED' | 'PARTIALLY_FILLED' | 'DUPLICATE' | 'NOT_OPEN';

/**
 * The fill would take the account's free cash below zero: a sell under the minimum fee, cent rounding
 * across partial fills of a foreign buy, or a foreign buy whose FX rate moved past the reservation's
 * buffer by more than the free cash covers. Nothing is applied; the matching engine rejects the order.
 */
export class FillNotCoveredError extends Error {}

/**
 * Applies one execution in ONE database transaction: the ledger entries (cash or units against the
 * market, the FX leg for a foreign instrument, the commission to fee income, the reservation released),
 * the fill row, the order's new state, its audit record and the `trading.fill-executed` domain event
 * (the outbox: committed with the fill, delivered by the job queue to its subscribers).
 * A foreign fill settles at the provider's live FX rate at the time of the fill (the FX desk converts
 * when the trade happens), recorded on the fill row; see FX_RESERVATION_BUFFER_PERCENT for how the
 * reservation made at another rate covers it.
 */
export async function applyFill(
  ctx: AppContext,
  fill: FillInput,
  known: { head?: OrderHead; instrument?: InstrumentRow } = {},
): Promise<FillOutcome> {
  if (!Number.isSafeInteger(fill.volume) || fill.volume <= 0)
    throw new RangeError('a fill has a positive volume');
  // The matching run knows whose order it is already; a head never changes, so it needs no lock.
  const head = known.head ?? (await orderHead(ctx.db, fill.orderId));
  if (!head) throw new RangeError(`no order ${fill.orderId}`);
  // Read before the transaction: no row lock is held while the provider answers.
  const rate = await liveFxRate(ctx.marketData, head.currency, head.accountCurrency);
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = (await lockAccount(tx, head.accid))!;
      const { order, recorded } = (await lockOrderForFill(tx, fill.orderId, fill.executionId))!;
      if (recorded) return 'DUPLICATE';
      if (!isOpen(order)) return 'NOT_OPEN';
      if (order.filledVolume + fill.volume > order.volume) {
        throw new RangeError(`a fill of ${fill.volume} overfills order ${order.id}`);
      }
      // An instrument's id, name, currency, ISIN and market do not change while an order is open.
      const instrument =
        known.instrument?.id === order.instrumentId
          ? known.instrument
          : (await instrumentById(tx, order.instrumentId))!;
      const plan = planFill(account, order, instrument, fill, rate);
      const balances = await accountBalances(tx, account.accid);
      const free = balances.get('cash', account.currency);
      // Below zero only as far as the account's credit line lets it borrow.
      if (
        free.plus(dec(plan.cashChange)).isNegative() &&
        free
          .plus(dec(plan.cashChange))
          .plus(dec(await borrowingCapOf(ctx, tx, account, balances)))
          .isNegative()
      ) {
        throw new FillNotCoveredError(`fill ${fill.executionId} needs more cash than the account has`);
      }
      const asset = String(instrument.id);
      const heldBefore = balances.get('position', asset).plus(balances.get('position_reserved', asset));

      const ledgerTransactionId = await postLedgerTransaction(tx, {
        type: 'FILL',
        accid: account.accid,
        reference: `fill:${fill.executionId}`,
        orderId: order.id,
        createdAt: fill.executedAt,
        entries: plan.entries,
      });
      await insertFill(tx, {
        executionId: fill.executionId,
        orderId: order.id,
        accid: account.accid,
        instrumentId: instrument.id,
        side: order.side,
        volume: fill.volume,
        price: fill.price,
        currency: instrument.currency,
        grossAmount: plan.gross,
        amount: plan.amount,
        accountCurrency: account.currency,
        fxRate: fixed(rate, 12),
        fee: plan.fee,
        ledgerTransactionId,
        executedAt: fill.executedAt,
      });
      // A sale's cash is buying power now and withdrawable once the trade settles.
      if (order.side === 'SELL' && dec(plan.cashChange).isPositive()) {
        await recordSaleSettlement(tx, {
          executionId: fill.executionId,
          accid: account.accid,
          currency: account.currency,
          amount: plan.cashChange,
          executedAt: fill.executedAt,
          instrument,
        });
      }
      const filledVolume = order.filledVolume + fill.volume;
      const state = filledVolume === order.volume ? 'FILLED' : 'PARTIALLY_FILLED';
      const updated = await updateOrder(tx, order.id, {
        state,
        filledVolume,
        reservedCash: dec(order.reservedCash).minus(dec(plan.released)).toFixed(),
        filledValue: dec(order.filledValue).plus(dec(plan.amount)).toFixed(),
        feesPaid: dec(order.feesPaid).plus(dec(plan.fee)).toFixed(),
        fillCount: order.fillCount + 1,
        updatedAt: fill.executedAt,
      });
      await recordOrderEvent(tx, {
        event: state,
        order: updated,
        account,
        instrument,
        actingPerson: MATCHING_ENGINE,
        recordedAt: ctx.clock.now(),
        execution: {
          executionId: fill.executionId,
          price: fill.price,
          volume: fill.volume,
          executedAt: fill.executedAt,
        },
      });
      // Last: publishing holds the event-order lock until commit.
      await recordDomainEvent(
        { db: tx, clock: ctx.clock },
        fillExecuted,
        fillExecutedPayload(account, order, instrument, fill, heldBefore),
      );
      return state;
    });
  } catch (error) {
    // Another process applied this very execution between our check and our insert.
    if (
      isUniqueViolation(error, 'order_fills_pkey') ||
      isUniqueViolation(error, 'ledger_transactions_reference_unique')
    ) {
      return 'DUPLICATE';
    }
    throw error;
  }
}

/** The `trading.fill-executed` event of a fill; `heldBefore` is what the account held of it before. */
function fillExecutedPayload(
  account: Pick<AccountRow, 'accid' | 'userId' | 'sharedInCommunity'>,
  order: Pick<OrderRow, 'id' | 'side'>,
  instrument: Pick<InstrumentRow, 'id' | 'name' | 'currency'>,
  fill: Pick<FillInput, 'executionId' | 'price' | 'volume' | 'executedAt'>,
  heldBefore: BrokerDecimal,
): FillExecuted {
  return {
    executionId: fill.executionId,
    orderId: order.id,
    accid: account.accid,
    userId: account.userId,
    sharedInCommunity: account.sharedInCommunity,
    instrument: { id: instrument.id, name: instrument.name, currency: instrument.currency },
    side: order.side,
    price: fill.price,
    volume: fill.volume,
    executedAt: fill.executedAt.toISOString(),
    percentageChange: tradePercentageChange({
      side: order.side,
      volumeBefore: heldBefore.toFixed(),
      volume: fill.volume,
    }),
  };
}

/**
 * The fill of an order just placed, planned under the account's lock the placement holds, so placing
 * and filling are one transaction and one write (order-writes-repo.ts): the same rules as applyFill
 * (the execution at `price` for the whole volume, its entries, the reservation released, the cash it
 * may take from free cash), planned from what the placement knows instead of read back. Null when the
 * fill would take free cash below zero (below minus `credit`, the credit line's borrowing cap): the
 * order is then placed alone and the matching run rejects it. `balances` are the account's before the
 * placement's reservation.
 */
export function immediateFill(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  account: AccountRow,
  placed: OrderRow,
  instrument: InstrumentRow,
  price: string,
  rate: BrokerDecimal,
  balances: Balances,
  credit = '0',
): ImmediateFill | null {
  const executedAt = ctx.clock.now();
  const fill: FillInput = {
    orderId: placed.id,
    executionId: `${placed.id}:1`,
    volume: placed.volume,
    price,
    executedAt,
  };
  const plan = planFill(account, placed, instrument, fill, rate);
  const free = balances.get('cash', account.currency).minus(dec(placed.reservedCash));
  if (free.plus(dec(plan.cashChange)).plus(dec(credit)).isNegative()) return null;
  const asset = String(instrument.id);
  const heldBefore = balances.get('position', asset).plus(balances.get('position_reserved', asset));
  const state = 'FILLED' as const;
  const filled: OrderRow = {
    ...placed,
    state,
    filledVolume: placed.volume,
    reservedCash: fixed(dec(placed.reservedCash).minus(dec(plan.released)), 6),
    filledValue: fixed(dec(plan.amount), 6),
    feesPaid: fixed(dec(plan.fee), 6),
    fillCount: 1,
    updatedAt: executedAt,
  };
  const reference = `fill:${fill.executionId}`;
  return {
    filled,
    // The volume-weighted price of one fill is its price (at the column's six places).
    averagePrice: fixed(dec(price), 6),
    ledgerTransaction: {
      type: 'FILL',
      accid: account.accid,
      reference,
      orderId: placed.id,
      createdAt: executedAt,
      entries: plan.entries,
    },
    fill: {
      ledgerReference: reference,
      row: {
        executionId: fill.executionId,
        orderId: placed.id,
        accid: account.accid,
        instrumentId: instrument.id,
        side: placed.side,
        volume: fill.volume,
        price,
        currency: instrument.currency,
        grossAmount: plan.gross,
        amount: plan.amount,
        accountCurrency: account.currency,
        fxRate: fixed(rate, 12),
        fee: plan.fee,
        executedAt,
      },
    },
    event: {
      event: state,
      order: filled,
      account,
      instrument,
      actingPerson: MATCHING_ENGINE,
      recordedAt: ctx.clock.now(),
      execution: { executionId: fill.executionId, price, volume: fill.volume, executedAt },
    },
    ...(placed.side === 'SELL' && dec(plan.cashChange).isPositive()
      ? {
          settlement: {
            executionId: fill.executionId,
            accid: account.accid,
            currency: account.currency,
            amount: plan.cashChange,
            executedAt,
            instrument,
          },
        }
      : {}),
    ...outboxOf(
      domainEventInsert(
        { db: ctx.db, clock: ctx.clock },
        fillExecuted,
        fillExecutedPayload(account, placed, instrument, fill, heldBefore),
      ),
    ),
  };
}

export interface ImmediateFill {
  /** The order after the fill. */
  filled: OrderRow;
  averagePrice: string;
  ledgerTransaction: LedgerTransactionInput;
  event: OrderEventInput;
  fill: NonNullable<OrderWrites['fill']>;
  settlement?: Sale;
  /** The fill's domain event, when some subscriber wants it. */
  outbox?: SQLWrapper;
}

function outboxOf(insert: SQLWrapper | null): { outbox?: SQLWrapper } {
  return insert ? { outbox: insert } : {};
}

interface FillPlan {
  gross: string;
  amount: string;
  fee: string;
  /** Reserved cash set free by this fill. */
  released: string;
  /** The change of the account's free cash. */
  cashChange: string;
  entries: EntryInput[];
}

/**
 * The money of one fill, all decimals: the value in the instrument's currency (gross) and in the
 * account's (amount) at `fxRate` (account currency per instrument currency, live at the fill), the
 * commission this fill adds, and the entries. The order's reserved cash pays for a buy; what the
 * reservation does not cover (a rate moved past its FX buffer) comes from free cash, which the caller
 * checks; the last fill of an order releases whatever reservation is left (the unused buffer too).
 */
export function planFill(
  account: Pick<AccountRow, 'accid' | 'currency' | 'accountType'>,
  order: Pick<OrderRow, 'side' | 'volume' | 'filledVolume' | 'reservedCash' | 'filledValue' | 'feesPaid'>,
  instrument: Pick<InstrumentRow, 'id' | 'currency'>,
  fill: Pick<FillInput, 'volume' | 'price'>,
  fxRate: BrokerDecimal,
): FillPlan {
  const A = account.currency;
  const X = instrument.currency;
  const { gross, inAccountCurrency: amount } = tradeValueAt(fill.volume, fill.price, fxRate, X, A);
  const fee = commissionIncrement(account.accountType, {
    filledValueBefore: order.filledValue,
    fillValue: amount,
    feesPaid: order.feesPaid,
    currency: A,
  });
  const pay = order.side === 'BUY' ? dec(amount).plus(dec(fee)) : dec(fee);
  const receive = order.side === 'SELL' ? dec(amount) : dec(0);
  const pot = dec(order.reservedCash);
  const last = order.filledVolume + fill.volume === order.volume;
  const shortfall = pay.minus(receive);
  const released = last ? pot : shortfall.isPositive() ? (shortfall.lessThan(pot) ? shortfall : pot) : dec(0);
  const cashChange = released.plus(receive).minus(pay);

  const me = account.accid;
  const units = String(fill.volume);
  const asset = String(instrument.id);
  const neg = (v: string) => dec(v).negated().toFixed();
  const entries: EntryInput[] = [];
  if (!released.isZero()) {
    entries.push(
      { account: me, kind: 'cash_reserved', asset: A, amount: neg(released.toFixed()) },
      { account: me, kind: 'cash', asset: A, amount: released.toFixed() },
    );
  }
  // The customer pays (buy) or is paid (sell) in the account currency; the market settles in the
  // instrument's currency; for a foreign instrument the FX desk stands between them.
  const toCustomer = order.side === 'BUY' ? neg(amount) : amount;
  const toMarket = order.side === 'BUY' ? gross : neg(gross);
  entries.push({ account: me, kind: 'cash', asset: A, amount: toCustomer });
  if (X === A) {
    entries.push({ account: HOUSE.market, kind: 'cash', asset: A, amount: neg(toCustomer) });
  } else {
    entries.push(
      { account: HOUSE.fx, kind: 'cash', asset: A, amount: neg(toCustomer) },
      { account: HOUSE.fx, kind: 'cash', asset: X, amount: neg(toMarket) },
      { account: HOUSE.market, kind: 'cash', asset: X, amount: toMarket },
    );
  }
  if (order.side === 'BUY') {
    entries.push(
      { account: HOUSE.market, kind: 'position', asset, amount: `-${units}` },
      { account: me, kind: 'position', asset, amount: units },
    );
  } else {
    entries.push(
      { account: me, kind: 'position_reserved', asset, amount: `-${units}` },
      { account: HOUSE.market, kind: 'position', asset, amount: units },
    );
  }
  if (!dec(fee).isZero()) {
    entries.push(
      { account: me, kind: 'cash', asset: A, amount: neg(fee) },
      { account: HOUSE.fees, kind: 'cash', asset: A, amount: fee },
    );
  }
  return {
    gross,
    amount,
    fee,
    released: roundMoney(released, A),
    cashChange: roundMoney(cashChange, A),
    entries,
  };
}
