import { randomUUID } from 'node:crypto';
import {
  type BrokerDecimal,
  cashReservation,
  checkLotSize,
  checkOrder,
  checkPriceBand,
  checkTickSize,
  checkValidUntil,
  dec,
  fillPrice,
  fixed,
  instrumentAllowedInAccount,
  isFund,
  type OrderSide,
  type OrderType,
  orderValidUntil,
  roundMoney,
  tickRuleOf,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { requireAppropriate } from '../accounts-and-money/appropriateness/appropriateness-service.ts';
import {
  accountBalances,
  type Balances,
  type EntryInput,
  type LedgerTransactionInput,
  lockAccount,
  netted,
  postLedgerTransaction,
} from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { creditIfShort } from '../credit/securities-lending/collateral.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { tradingHoursOf } from '../market-data/trading-hours.ts';
import { AppError } from '../platform/errors.ts';
import { type ImmediateFill, immediateFill } from './fills.ts';
import { MATCHING_ENGINE, type OrderEventInput, recordOrderEvent } from './order-audit-repo.ts';
import { type OrderWrites, writeNewOrder } from './order-writes-repo.ts';
import {
  type InstrumentRow,
  instrumentById,
  isOpen,
  lockOrder,
  markTriggered,
  type NewOrderRow,
  type OrderRow,
  orderByIdempotencyKey,
  orderHead,
  updateOrder,
} from './orders-repo.ts';

export interface PlaceOrderInput {
  instrumentId: number;
  side: OrderSide;
  orderType: OrderType;
  volume: number;
  price?: string | undefined;
  /** A stop loss's trigger. */
  triggerPrice?: string | undefined;
  /** The last day it may trade, a date of the market's calendar; absent: the order type's default. */
  validUntil?: string | undefined;
}

/**
 * Places an order after the pre-trade checks, holding back what it may spend: a buy reserves cash for
 * its value at its price limit plus the commission (converted to the account currency at the live FX
 * rate of the placement, with the FX buffer of order-rules.ts for a foreign instrument), a sell
 * reserves the units. Checks and reservation run under the account's row lock, so concurrent orders
 * see each other's reservations and available cash and holdings never go negative.
 */
export async function placeOrder(
  ctx: AppContext,
  account: AccountRow,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
): Promise<OrderRow> {
  return (await placeOrderOn(ctx, account, input, idempotencyKey)).order;
}

/** An order placed: with the instrument it read, and its average price if it filled at once. */
export interface Placed {
  order: OrderRow;
  instrument: InstrumentRow;
  /** Set when the order filled in its placement's own transaction (`fillAtOnce`). */
  averagePrice?: string;
}

/**
 * placeOrder, with the instrument it read: the matching that follows need not read it again. With
 * `fillAtOnce`, an order the quote of its placement reaches (the matching run's rule, fillPrice) is
 * filled in the same transaction, under the same account lock, and written with it in one statement;
 * an order that does not fill then is placed alone, for the matching run to take.
 */
export async function placeOrderOn(
  ctx: AppContext,
  account: AccountRow,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
  options: { fillAtOnce?: boolean } = {},
): Promise<Placed> {
  const instrument = await instrumentById(ctx.db, input.instrumentId);
  if (!instrument) throw new AppError('NOT_TRADABLE', 'There is no such instrument.');
  if (input.side === 'BUY') await requireBuyable(ctx, account, instrument);
  if (isFund(instrument.type)) {
    throw new AppError('USE_FUND_ORDER', 'Funds are bought and sold with a fund order, at the next NAV.');
  }
  const quote = (await ctx.marketData.quotes([instrument.id])).get(instrument.id) ?? null;
  const check = checkOrder({
    side: input.side,
    orderType: input.orderType,
    volume: input.volume,
    limitPrice: input.price ?? null,
    triggerPrice: input.triggerPrice ?? null,
    tradable: instrument.tradable,
    lotSize: instrument.lotSize,
    tickRule: tickRuleOf(instrument),
    quote,
  });
  if (!check.ok) throw new AppError(check.code, check.detail);
  const now = ctx.clock.now();
  const validUntil = chosenValidity(input, instrument, now);
  const rate = await liveFxRate(ctx.marketData, instrument.currency, account.currency);

  const id = randomUUID();
  try {
    return await ctx.db.transaction(async (tx): Promise<Placed> => {
      const locked = await lockAccount(tx, account.accid);
      if (!locked) throw new AppError('NOT_FOUND', 'No such account.');
      // An order already placed with this key (a takeover of an abandoned key) fails the insert on
      // orders_idempotency_key, and the catch below answers with that order.
      const balances = await accountBalances(tx, locked.accid);
      const reserve = newOrderReservation(locked, instrument, input, check.priceLimit, rate);
      // A buy the free cash does not cover may borrow against the holdings (a credit line).
      const credit = await creditIfShort(ctx, tx, locked, balances, reserve);
      requireCovered(balances, locked, instrument, input, reserve, credit);

      const { placed, reservation, placedEvent } = newOrderParts({
        id,
        now,
        account: locked,
        instrument,
        input,
        priceLimit: check.priceLimit,
        reserve,
        idempotencyKey,
        validUntil,
      });
      // A stop loss waits for its trigger, which the checks keep from being reached at placement.
      const price =
        options.fillAtOnce && quote && placed.triggerPrice === null
          ? fillPrice(placed.side, placed.priceLimit, quote)
          : null;
      const fill =
        price === null
          ? null
          : immediateFill(
              { db: tx, clock: ctx.clock },
              locked,
              placed,
              instrument,
              price,
              rate,
              balances,
              credit,
            );
      if (!fill) {
        const orderNumber = await writeNewOrder(tx, {
          order: withoutNumber(placed),
          ledger: [reservation],
          events: [placedEvent],
        });
        return { order: { ...placed, orderNumber }, instrument };
      }
      const orderNumber = await writeNewOrder(tx, filledWrites(fill, reservation, placedEvent));
      return { order: { ...fill.filled, orderNumber }, instrument, averagePrice: fill.averagePrice };
    });
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'orders_idempotency_key')) {
      const placed = await orderByIdempotencyKey(ctx.db, account.userId, idempotencyKey);
      if (placed) return { order: placed, instrument };
    }
    throw error;
  }
}

/**
 * A new order filled at once: the placement's and the fill's rows, written in one statement. Its
 * reservation and the fill's release of it net out: one FILL transaction (`netted`).
 */
export function filledWrites(
  fill: ImmediateFill,
  reservation: LedgerTransactionInput,
  placedEvent: OrderEventInput,
): OrderWrites {
  return {
    order: withoutNumber(fill.filled),
    ledger: [netted(reservation, fill.ledgerTransaction)],
    fill: fill.fill,
    events: [placedEvent, fill.event],
    ...(fill.settlement ? { settlement: fill.settlement } : {}),
    ...(fill.outbox ? { outbox: fill.outbox } : {}),
  };
}

/** The order number is the database's (an identity column): an insert leaves it out. */
function withoutNumber(order: OrderRow): NewOrderRow {
  const { orderNumber: _, ...values } = order;
  return values;
}

/** The end of the last day the customer chose, in the instrument's market's zone; undefined for the default. */
function chosenValidity(input: PlaceOrderInput, instrument: InstrumentRow, now: Date): Date | undefined {
  if (input.validUntil === undefined) return undefined;
  const chosen = checkValidUntil(input.validUntil, now, tradingHoursOf(instrument.market).timeZone);
  if (!chosen.ok) throw new AppError(chosen.code, chosen.detail);
  return chosen.validUntil;
}

/** A new order as placed (before any fill), its reservation and its PLACED audit record. */
export function newOrderParts(p: {
  id: string;
  now: Date;
  /** The account's row as its lock returned it. */
  account: AccountRow;
  instrument: InstrumentRow;
  input: PlaceOrderInput;
  priceLimit: string;
  reserve: string;
  idempotencyKey: string | null;
  /** When it expires; by default the order type's validity from `now`. */
  validUntil?: Date | undefined;
}): { placed: OrderRow; reservation: LedgerTransactionInput; placedEvent: OrderEventInput } {
  const { id, now, account, instrument, input } = p;
  const placed: OrderRow = {
    id,
    orderNumber: 0,
    accid: account.accid,
    userId: account.userId,
    instrumentId: instrument.id,
    side: input.side,
    orderType: input.orderType,
    volume: input.volume,
    limitPrice: input.price === undefined ? null : fixed(dec(p.priceLimit), 6),
    priceLimit: fixed(dec(p.priceLimit), 6),
    triggerPrice: input.triggerPrice === undefined ? null : fixed(dec(input.triggerPrice), 6),
    triggeredAt: null,
    currency: instrument.currency,
    accountCurrency: account.currency,
    state: 'PENDING',
    filledVolume: 0,
    reservedCash: fixed(dec(p.reserve), 6),
    filledValue: fixed(dec(0), 6),
    feesPaid: fixed(dec(0), 6),
    fillCount: 0,
    idempotencyKey: p.idempotencyKey,
    validUntil: p.validUntil ?? orderValidUntil(input.orderType, now),
    createdAt: now,
    updatedAt: now,
  };
  const reservation: LedgerTransactionInput = {
    type: 'RESERVATION',
    accid: account.accid,
    reference: `order:${id}:placed`,
    orderId: id,
    createdAt: now,
    entries: [
      ...moveCash(account, p.reserve),
      ...(input.side === 'SELL' ? moveUnits(account.accid, instrument.id, input.volume) : []),
    ],
  };
  const placedEvent: OrderEventInput = {
    event: 'PLACED',
    order: placed,
    account,
    instrument,
    actingPerson: account.userId,
    recordedAt: now,
  };
  return { placed, reservation, placedEvent };
}

/**
 * What may be bought into this account: an instrument its type may hold (account-type.ts), of a product
 * group the customer has passed the knowledge test for. A sale of what is held needs neither.
 */
export async function requireBuyable(
  ctx: AppContext,
  account: AccountRow,
  instrument: InstrumentRow,
): Promise<void> {
  if (!instrumentAllowedInAccount(account.accountType, instrument)) {
    throw new AppError('INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT', 'This account cannot hold this instrument.');
  }
  await requireAppropriate(ctx.db, account.userId, instrument.type);
}

export interface ModifyOrderInput {
  price?: string | undefined;
  volume?: number | undefined;
}

/**
 * Changes an open order's limit price and/or volume. The reservation is recomputed for what is left
 * to fill, at the live FX rate of the change, and only the difference moves; a larger order needs the
 * buying power or units for it.
 */
export async function modifyOrder(
  ctx: AppContext,
  account: AccountRow,
  orderId: string,
  input: ModifyOrderInput,
): Promise<OrderRow> {
  const head = await orderHead(ctx.db, orderId);
  if (!head || head.accid !== account.accid) throw new AppError('NOT_FOUND', 'No such order.');
  const instrument = (await instrumentById(ctx.db, head.instrumentId))!;
  const quote = (await ctx.marketData.quotes([instrument.id])).get(instrument.id) ?? null;
  const rate = await liveFxRate(ctx.marketData, instrument.currency, account.currency);
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    const locked = (await lockAccount(tx, account.accid))!;
    const order = (await lockOrder(tx, orderId))!;
    if (!isOpen(order)) throw new AppError('ORDER_NOT_OPEN', 'This order is no longer open.');
    if (!instrument.tradable) throw new AppError('NOT_TRADABLE', 'This instrument cannot be traded.');
    if (input.price !== undefined && order.limitPrice === null) {
      throw new AppError('BAD_REQUEST', 'This order has no limit price to change.');
    }
    const volume = input.volume ?? order.volume;
    const lotProblem = checkLotSize(volume, instrument.lotSize);
    if (lotProblem) throw new AppError(lotProblem.code, lotProblem.detail);
    if (volume <= order.filledVolume) {
      throw new AppError(
        'INVALID_LOT_SIZE',
        `The volume must be more than the ${order.filledVolume} already filled.`,
      );
    }
    let priceLimit = order.priceLimit;
    if (input.price !== undefined) {
      if (!quote) throw new AppError('NOT_TRADABLE', 'There is no price for this instrument.');
      const band =
        checkPriceBand(input.price, quote.last) ?? checkTickSize(input.price, tickRuleOf(instrument));
      if (band) throw new AppError(band.code, band.detail);
      priceLimit = dec(input.price).toFixed(6);
    }

    const balances = await accountBalances(tx, locked.accid);
    const reserve = reservationOf(locked, instrument, order, volume - order.filledVolume, priceLimit, rate);
    const cashDelta = dec(reserve).minus(dec(order.reservedCash));
    const unitDelta = order.side === 'SELL' ? volume - order.volume : 0;
    if (cashDelta.greaterThan(0)) {
      const needed = roundMoney(cashDelta, locked.currency);
      requireCash(balances, locked.currency, needed, await creditIfShort(ctx, tx, locked, balances, needed));
    }
    if (unitDelta > 0) requireUnits(balances, instrument.id, unitDelta);

    await postLedgerTransaction(tx, {
      type: 'RESERVATION',
      accid: locked.accid,
      reference: `order:${order.id}:modified:${randomUUID()}`,
      orderId: order.id,
      createdAt: now,
      entries: [
        ...moveCash(locked, roundMoney(cashDelta, locked.currency)),
        ...(unitDelta !== 0 ? moveUnits(locked.accid, instrument.id, unitDelta) : []),
      ],
    });
    const updated = await updateOrder(tx, order.id, {
      volume,
      priceLimit,
      limitPrice: order.limitPrice === null ? null : priceLimit,
      reservedCash: reserve,
      updatedAt: now,
    });
    await recordOrderEvent(tx, {
      event: 'MODIFIED',
      order: updated,
      account: locked,
      instrument,
      actingPerson: locked.userId,
      recordedAt: now,
    });
    return updated;
  });
}

export type ClosingState = 'CANCELLED' | 'EXPIRED' | 'REJECTED';

/**
 * Ends an open order (cancelled by the customer, expired, or rejected by the matching engine) and
 * releases what it still holds back: its reserved cash, and for a sell its unfilled units. Returns
 * null when the order is no longer open.
 */
export async function closeOrder(
  ctx: AppContext,
  orderId: string,
  state: ClosingState,
  actingPerson: string,
): Promise<OrderRow | null> {
  const head = await orderHead(ctx.db, orderId);
  if (!head) return null;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const account = (await lockAccount(tx, head.accid))!;
    const order = (await lockOrder(tx, orderId))!;
    if (!isOpen(order)) return null;
    const instrument = (await instrumentById(tx, order.instrumentId))!;
    const unfilled = order.volume - order.filledVolume;
    await postLedgerTransaction(tx, {
      type: 'RESERVATION',
      accid: account.accid,
      reference: `order:${order.id}:closed`,
      orderId: order.id,
      createdAt: now,
      entries: [
        ...moveCash(account, `-${order.reservedCash}`),
        ...(order.side === 'SELL' ? moveUnits(account.accid, instrument.id, -unfilled) : []),
      ],
    });
    const closed = await updateOrder(tx, order.id, { state, reservedCash: '0', updatedAt: now });
    await recordOrderEvent(tx, {
      event: state,
      order: closed,
      account,
      instrument,
      actingPerson,
      recordedAt: now,
    });
    return closed;
  });
}

/**
 * A waiting stop loss whose trigger the market reached: marked triggered, with its TRIGGERED audit
 * record, under its account's lock; from then on it matches as any order does. False when another run
 * triggered it first, or it closed meanwhile.
 */
export async function triggerStopLoss(
  ctx: AppContext,
  order: { id: string; accid: string },
): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const account = (await lockAccount(tx, order.accid))!;
    const triggered = await markTriggered(tx, order.id, now);
    if (!triggered) return false;
    const instrument = (await instrumentById(tx, triggered.instrumentId))!;
    await recordOrderEvent(tx, {
      event: 'TRIGGERED',
      order: triggered,
      account,
      instrument,
      actingPerson: MATCHING_ENGINE,
      recordedAt: now,
    });
    return true;
  });
}

/**
 * What an order with `remaining` units left to fill at `priceLimit` holds back in cash, at `fxRate`
 * (account currency per instrument currency, live now).
 */
export function reservationOf(
  account: AccountRow,
  instrument: Pick<InstrumentRow, 'currency'>,
  order: Pick<OrderRow, 'side' | 'filledValue' | 'feesPaid'>,
  remaining: number,
  priceLimit: string,
  fxRate: BrokerDecimal,
): string {
  return cashReservation({
    side: order.side,
    accountType: account.accountType,
    accountCurrency: account.currency,
    instrumentCurrency: instrument.currency,
    fxRate,
    remainingVolume: remaining,
    priceLimit,
    filledValue: order.filledValue,
    feesPaid: order.feesPaid,
  });
}

/** What a new order reserves of the account's cash when it is placed (nothing filled yet). */
export function newOrderReservation(
  account: AccountRow,
  instrument: Pick<InstrumentRow, 'currency'>,
  input: Pick<PlaceOrderInput, 'side' | 'volume'>,
  priceLimit: string,
  fxRate: BrokerDecimal,
): string {
  return reservationOf(
    account,
    instrument,
    { side: input.side, filledValue: '0', feesPaid: '0' },
    input.volume,
    priceLimit,
    fxRate,
  );
}

/**
 * A new order's buying power (its reservation) and, for a sale, its units: a 422 when short. `credit`
 * is what the account may borrow at most (its credit line's borrowing cap), which the free cash may
 * go below zero by.
 */
export function requireCovered(
  balances: Balances,
  account: AccountRow,
  instrument: Pick<InstrumentRow, 'id'>,
  input: Pick<PlaceOrderInput, 'side' | 'volume'>,
  reserve: string,
  credit = '0',
): void {
  // A sale holds back no cash (its fee comes out of what it brings): an account below zero may sell.
  if (dec(reserve).greaterThan(0)) requireCash(balances, account.currency, reserve, credit);
  if (input.side === 'SELL') requireUnits(balances, instrument.id, input.volume);
}

/** Free cash → reserved (a positive amount) or back (a negative one), in the account currency. */
export function moveCash(account: Pick<AccountRow, 'accid' | 'currency'>, amount: string): EntryInput[] {
  const value = dec(amount);
  if (value.isZero()) return [];
  return [
    { account: account.accid, kind: 'cash', asset: account.currency, amount: value.negated().toFixed() },
    { account: account.accid, kind: 'cash_reserved', asset: account.currency, amount: value.toFixed() },
  ];
}

/** Free units → reserved for a sell (positive) or back (negative). */
export function moveUnits(accid: string, instrumentId: number, units: number): EntryInput[] {
  if (units === 0) return [];
  const asset = String(instrumentId);
  return [
    { account: accid, kind: 'position', asset, amount: String(-units) },
    { account: accid, kind: 'position_reserved', asset, amount: String(units) },
  ];
}

function requireCash(balances: Balances, currency: string, amount: string, credit = '0'): void {
  const available = balances.get('cash', currency).plus(dec(credit));
  if (available.lessThan(dec(amount))) {
    throw new AppError(
      'INSUFFICIENT_BUYING_POWER',
      `This order needs ${amount} ${currency}, fee included; the buying power is ${roundMoney(available, currency)} ${currency}.`,
    );
  }
}

function requireUnits(balances: Balances, instrumentId: number, units: number): void {
  const available = balances.get('position', instrumentId);
  if (available.lessThan(units)) {
    throw new AppError(
      'INSUFFICIENT_HOLDINGS',
      `You can sell at most ${available.toFixed()} (units not already in open sell orders).`,
    );
  }
}
