import { localTimeOf, utcOfLocal } from '../zoned-time.ts';
import type { AccountType } from './account-type.ts';
import { PRICE_DECIMALS, roundMoney } from './currency.ts';
import { type BrokerDecimal, dec, fixed } from './decimal.ts';
import { commission } from './fees.ts';
import { convertAt } from './fx.ts';
import type { OrderSide, OrderState, OrderType } from './order-lists.ts';
import { isOnTickGrid, type TickRule, tickSizeAt } from './ticks.ts';

export const OPEN_ORDER_STATES: readonly OrderState[] = ['PENDING', 'PARTIALLY_FILLED'];

export function isOpenOrderState(state: OrderState): boolean {
  return OPEN_ORDER_STATES.includes(state);
}

/** A limit price may be at most this many percent from the last price. */
export const LIMIT_PRICE_BAND_PERCENT = '20';
/**
 * A market order carries a protective price: the ask plus this many percent for a buy, the bid minus
 * it for a sell. It fills only inside that price, and a buy reserves cash for it.
 */
export const MARKET_ORDER_PROTECTION_PERCENT = '5';
/** The most units one order may trade. */
export const ORDER_VOLUME_MAX = 10_000_000;
/** How long an order stays: a limit order or stop loss 30 days (the Nordic brokers' longest), a market order a day. */
export const LIMIT_ORDER_VALIDITY_DAYS = 30;
export const MARKET_ORDER_VALIDITY_DAYS = 1;

export type OrderRejectionCode =
  | 'NOT_TRADABLE'
  | 'INVALID_LOT_SIZE'
  | 'PRICE_OUT_OF_BAND'
  | 'INVALID_TICK_SIZE'
  | 'INVALID_TRIGGER_PRICE'
  | 'MARKET_CLOSED';

export interface OrderQuote {
  last: string;
  bid: string;
  ask: string;
  open: boolean;
}

export interface OrderCheckInput {
  side: OrderSide;
  orderType: OrderType;
  volume: number;
  /** The limit price; required for LIMIT orders, absent for MARKET orders, optional for STOP_LOSS. */
  limitPrice: string | null;
  /** A STOP_LOSS order's trigger; null for the others. */
  triggerPrice: string | null;
  tradable: boolean;
  lotSize: number;
  /** The instrument's tick table (tickRuleOf): a limit price must sit on its grid. */
  tickRule: TickRule;
  /** The current quote; null when there is no price for the instrument. */
  quote: OrderQuote | null;
}

export type OrderCheck =
  | {
      ok: true /** The worst price the order can fill at: its limit, or the market order's protection. */;
      priceLimit: string;
    }
  | { ok: false; code: OrderRejectionCode; detail: string };

/**
 * The pre-trade checks that need no balances, in the order a customer should hear about them: the
 * instrument is tradable, the volume a whole number of lots, the market open for a market order (a
 * limit order waits in the book for the open), the limit within ±20 % of the last price and on the
 * tick grid of its price level.
 */
export function checkOrder(input: OrderCheckInput): OrderCheck {
  if (!input.tradable)
    return { ok: false, code: 'NOT_TRADABLE', detail: 'This instrument cannot be traded.' };
  if (!input.quote)
    return { ok: false, code: 'NOT_TRADABLE', detail: 'There is no price for this instrument.' };
  const lotCheck = checkLotSize(input.volume, input.lotSize);
  if (lotCheck) return lotCheck;
  const quote = input.quote;
  if (input.orderType === 'MARKET') {
    if (!quote.open) {
      return {
        ok: false,
        code: 'MARKET_CLOSED',
        detail: 'The market is closed: place a limit order instead.',
      };
    }
    return { ok: true, priceLimit: marketProtectionPrice(input.side, quote) };
  }
  if (input.orderType === 'STOP_LOSS') return checkStopLoss(input, quote);
  if (input.limitPrice === null) throw new RangeError('a limit order needs a limit price');
  const limit = checkLimitPrice(input.limitPrice, quote.last, input.tickRule);
  if (limit) return limit;
  return { ok: true, priceLimit: fixed(dec(input.limitPrice), PRICE_DECIMALS) };
}

/** A customer's price (a limit or a trigger): within the band around the last price and on the tick grid. */
function checkLimitPrice(
  price: string,
  last: string,
  rule: TickRule,
  name = 'limit price',
): { ok: false; code: 'PRICE_OUT_OF_BAND' | 'INVALID_TICK_SIZE'; detail: string } | null {
  return checkPriceBand(price, last, name) ?? checkTickSize(price, rule, name);
}

/**
 * A stop loss: its trigger inside the band and on the grid, below the last price for a sell (it
 * protects a holding against a fall) and above it for a buy (it buys into a rise), so that it waits
 * rather than triggers at once; its limit, if any, checked as a limit order's. Its price limit is that
 * limit, or the trigger moved by the market order's protection (a sell no lower than 5 % under it).
 */
function checkStopLoss(input: OrderCheckInput, quote: OrderQuote): OrderCheck {
  if (input.triggerPrice === null) throw new RangeError('a stop loss needs a trigger price');
  const trigger = checkLimitPrice(input.triggerPrice, quote.last, input.tickRule, 'trigger price');
  if (trigger) return trigger;
  const last = dec(quote.last);
  const waits =
    input.side === 'SELL'
      ? dec(input.triggerPrice).lessThan(last)
      : dec(input.triggerPrice).greaterThan(last);
  if (!waits) {
    return {
      ok: false,
      code: 'INVALID_TRIGGER_PRICE',
      detail: `The trigger price must be ${input.side === 'SELL' ? 'below' : 'above'} the last price ${quote.last}.`,
    };
  }
  if (input.limitPrice !== null) {
    const limit = checkLimitPrice(input.limitPrice, quote.last, input.tickRule);
    if (limit) return limit;
    return { ok: true, priceLimit: fixed(dec(input.limitPrice), PRICE_DECIMALS) };
  }
  return { ok: true, priceLimit: stopProtectionPrice(input.side, input.triggerPrice) };
}

/** A stop loss without a limit trades as a market order from its trigger: no worse than 5 % past it. */
export function stopProtectionPrice(side: OrderSide, triggerPrice: string): string {
  const factor = dec(MARKET_ORDER_PROTECTION_PERCENT).div(100);
  const trigger = dec(triggerPrice);
  return fixed(trigger.times(side === 'BUY' ? dec(1).plus(factor) : dec(1).minus(factor)), PRICE_DECIMALS);
}

/** Whether a stop loss's trigger is reached: the last price at or under it for a sell, at or over it for a buy, in an open market. */
export function isStopTriggered(side: OrderSide, triggerPrice: string, quote: OrderQuote): boolean {
  if (!quote.open) return false;
  const last = dec(quote.last);
  const trigger = dec(triggerPrice);
  return side === 'SELL' ? last.lessThanOrEqualTo(trigger) : last.greaterThanOrEqualTo(trigger);
}

export function checkLotSize(
  volume: number,
  lotSize: number,
): { ok: false; code: 'INVALID_LOT_SIZE'; detail: string } | null {
  if (!Number.isSafeInteger(volume) || volume <= 0 || volume > ORDER_VOLUME_MAX || volume % lotSize !== 0) {
    return {
      ok: false,
      code: 'INVALID_LOT_SIZE',
      detail: `The volume must be a positive multiple of the lot size ${lotSize}.`,
    };
  }
  return null;
}

/** null when `limitPrice` is within ±LIMIT_PRICE_BAND_PERCENT of `last`. */
export function checkPriceBand(
  limitPrice: string,
  last: string,
  name = 'limit price',
): { ok: false; code: 'PRICE_OUT_OF_BAND'; detail: string } | null {
  const price = dec(limitPrice);
  const reference = dec(last);
  const band = reference.times(dec(LIMIT_PRICE_BAND_PERCENT)).div(100);
  if (price.lessThanOrEqualTo(0) || price.minus(reference).abs().greaterThan(band)) {
    return {
      ok: false,
      code: 'PRICE_OUT_OF_BAND',
      detail: `The ${name} must be within ${LIMIT_PRICE_BAND_PERCENT} % of the last price ${last}.`,
    };
  }
  return null;
}

/** null when `limitPrice` is a whole number of the ticks of its price level. */
export function checkTickSize(
  limitPrice: string,
  rule: TickRule,
  name = 'limit price',
): { ok: false; code: 'INVALID_TICK_SIZE'; detail: string } | null {
  if (isOnTickGrid(rule, limitPrice)) return null;
  return {
    ok: false,
    code: 'INVALID_TICK_SIZE',
    detail: `At this price the ${name} must move in steps of ${tickSizeAt(rule, limitPrice)}.`,
  };
}

/** The protective limit of a market order: ask + 5 % for a buy, bid − 5 % for a sell. */
export function marketProtectionPrice(side: OrderSide, quote: Pick<OrderQuote, 'bid' | 'ask'>): string {
  const factor = dec(MARKET_ORDER_PROTECTION_PERCENT).div(100);
  const price =
    side === 'BUY' ? dec(quote.ask).times(dec(1).plus(factor)) : dec(quote.bid).times(dec(1).minus(factor));
  return fixed(price, PRICE_DECIMALS);
}

/**
 * The price an open order fills at now, or null: a buy at the ask when the ask is at or under its price
 * limit, a sell at the bid when the bid is at or over it; never while the market is closed.
 */
export function fillPrice(side: OrderSide, priceLimit: string, quote: OrderQuote): string | null {
  if (!quote.open) return null;
  if (side === 'BUY') return dec(quote.ask).lessThanOrEqualTo(dec(priceLimit)) ? quote.ask : null;
  return dec(quote.bid).greaterThanOrEqualTo(dec(priceLimit)) ? quote.bid : null;
}

const DAY_MS = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date "YYYY-MM-DD"; null for anything else (2026-02-30). */
function epochDayOfDate(date: string): number | null {
  const parts = LOCAL_DATE.exec(date);
  if (!parts) return null;
  const t = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return new Date(t).toISOString().slice(0, 10) === date ? t / DAY_MS : null;
}

/**
 * The end of an order chosen to be valid through `lastDay` (the customer's "valid until", a date of the
 * market's own calendar): the midnight that ends that day in `timeZone`. The day may be today (a day
 * order) up to LIMIT_ORDER_VALIDITY_DAYS ahead, the longest an order stays in the book.
 */
export function checkValidUntil(
  lastDay: string,
  receivedAt: Date,
  timeZone: string,
): { ok: true; validUntil: Date } | { ok: false; code: 'INVALID_VALIDITY'; detail: string } {
  const day = epochDayOfDate(lastDay);
  const today = localTimeOf(timeZone, receivedAt.getTime()).epochDay;
  if (day === null || day < today || day > today + LIMIT_ORDER_VALIDITY_DAYS) {
    return {
      ok: false,
      code: 'INVALID_VALIDITY',
      detail: `An order is valid from today up to ${LIMIT_ORDER_VALIDITY_DAYS} days ahead.`,
    };
  }
  return { ok: true, validUntil: new Date(utcOfLocal(timeZone, day + 1, 0)) };
}

export function orderValidUntil(orderType: OrderType, receivedAt: Date): Date {
  const days = orderType === 'MARKET' ? MARKET_ORDER_VALIDITY_DAYS : LIMIT_ORDER_VALIDITY_DAYS;
  return new Date(receivedAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * A foreign order's reservation values it at the live rate of its placement moved this many percent
 * against the customer (a buy at a rate this much higher, a sell this much lower), the FX buffer the
 * Nordic brokers hold back on orders in another currency. The fill settles at the rate of its own time
 * and the rest of the reservation is released; a fill the buffer does not cover takes the difference
 * from free cash, and is rejected when there is not enough (apps/server/src/trading/fills.ts).
 */
export const FX_RESERVATION_BUFFER_PERCENT = '2';

/**
 * The value of `volume` units at `price` in the instrument's currency (gross), then in the account's at
 * `rate` (units of the account currency per unit of the instrument's), each rounded once.
 */
export function tradeValueAt(
  volume: number | string,
  price: string,
  rate: string | BrokerDecimal,
  instrumentCurrency: string,
  accountCurrency: string,
): { gross: string; inAccountCurrency: string } {
  const at = dec(rate);
  if (instrumentCurrency === accountCurrency && !at.equals(1)) {
    throw new RangeError(`an FX rate of ${at.toFixed()} between ${accountCurrency} and itself`);
  }
  const raw: BrokerDecimal = dec(volume).times(dec(price));
  return {
    gross: roundMoney(raw, instrumentCurrency),
    inAccountCurrency: convertAt(raw, at, accountCurrency),
  };
}

/**
 * The rate an order's reservation values it at: a foreign order's live `rate` moved
 * FX_RESERVATION_BUFFER_PERCENT against the customer (up for a buy, down for a sell); the same currency
 * keeps its rate. The server reserves with it, the web's order estimate checks buying power with it.
 */
export function reservationFxRate(
  side: OrderSide,
  rate: string | BrokerDecimal,
  instrumentCurrency: string,
  accountCurrency: string,
): BrokerDecimal {
  const at = dec(rate);
  if (instrumentCurrency === accountCurrency) return at;
  const buffer = dec(FX_RESERVATION_BUFFER_PERCENT).div(100);
  return at.times(side === 'BUY' ? dec(1).plus(buffer) : dec(1).minus(buffer));
}

export interface ReservationInput {
  side: OrderSide;
  accountType: AccountType;
  accountCurrency: string;
  instrumentCurrency: string;
  /** Units of the account currency per unit of the instrument's, live when the reservation is made; 1 for the same currency. */
  fxRate: string | BrokerDecimal;
  /** Units still to fill. */
  remainingVolume: number;
  priceLimit: string;
  /** Value filled so far and commission paid so far, in the account currency. */
  filledValue: string;
  feesPaid: string;
}

/**
 * The cash an open order holds back, in the account currency. A buy reserves the value of what is left
 * at its price limit plus the commission it would add; the fill can only be cheaper in its own
 * currency, so the reservation covers it. A sell reserves nothing, unless the commission could exceed
 * its proceeds at the price limit (a tiny sale under the minimum fee): then the shortfall. A foreign
 * order values what is left at `fxRate` moved FX_RESERVATION_BUFFER_PERCENT against the customer, since
 * it settles at the rate of its fill, not of this reservation.
 */
export function cashReservation(input: ReservationInput): string {
  const bufferedRate = reservationFxRate(
    input.side,
    input.fxRate,
    input.instrumentCurrency,
    input.accountCurrency,
  );
  const { inAccountCurrency } = tradeValueAt(
    input.remainingVolume,
    input.priceLimit,
    bufferedRate,
    input.instrumentCurrency,
    input.accountCurrency,
  );
  const remainingValue = dec(inAccountCurrency);
  const totalFee = dec(
    commission(input.accountType, dec(input.filledValue).plus(remainingValue), input.accountCurrency),
  );
  const fee = maxOf(totalFee.minus(dec(input.feesPaid)), dec(0));
  const reserved = input.side === 'BUY' ? remainingValue.plus(fee) : maxOf(fee.minus(remainingValue), dec(0));
  return roundMoney(reserved, input.accountCurrency);
}

function maxOf(a: BrokerDecimal, b: BrokerDecimal): BrokerDecimal {
  return a.greaterThan(b) ? a : b;
}
