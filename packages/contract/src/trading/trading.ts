import { ORDER_SIDES, ORDER_STATES, ORDER_TYPES, ORDER_VOLUME_MAX } from '@havn/domain/broker/index';
import { z } from 'zod';
import {
  ACCOUNTS,
  accidParams,
  accountPageQuery,
  moneyStringSchema,
} from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';
import { int4Id } from '../input.ts';

/**
 * The trading calls of the brokerage API (api.md, Accounts and trading): orders placed, listed, changed
 * and cancelled (deposits and transactions are in accounts-and-money, positions in portfolio). Money is a decimal string with
 * its ISO 4217 currency; volumes are whole units. Calls marked `idempotent` need an `Idempotency-Key`
 * header (1–255 visible ASCII characters, one per intended action): a repeat with the same key and body
 * returns the first response and changes nothing, the same key with another body is 422
 * IDEMPOTENCY_KEY_REUSED, and a repeat while the first is still running is 409 IDEMPOTENCY_KEY_IN_FLIGHT.
 */
const isoTime = z.string().describe('ISO 8601, UTC');

export const orderParams = z.object({ accid: z.string().regex(/^\d{1,18}$/), orderId: z.uuid() });

/** A price: a positive decimal string with at most six decimals. */
const priceSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,6})?$/)
  .describe('decimal string, at most 6 decimals');
export const orderSchema = z.object({
  id: z.string(),
  /** The order's number as the customer sees it; the instrument page's order addresses carry it. */
  orderNumber: z.number().int(),
  accid: z.string(),
  instrumentId: z.number().int(),
  side: z.enum(ORDER_SIDES),
  orderType: z.enum(ORDER_TYPES),
  volume: z.number().int(),
  /** The limit price; null for a market order (and a stop loss without a limit). */
  price: moneyStringSchema.nullable(),
  /** A stop loss's trigger price; null for the other types. */
  triggerPrice: moneyStringSchema.nullable(),
  /** When a stop loss's trigger was reached (null while it waits, and for the other types). */
  triggeredAt: isoTime.nullable(),
  /** The worst price it fills at: the limit, or a market order's protective price (ask + 5 % / bid − 5 %). */
  priceLimit: moneyStringSchema,
  currency: z.string().length(3).describe('the instrument currency of the prices'),
  state: z.enum(ORDER_STATES),
  filledVolume: z.number().int(),
  averageFillPrice: moneyStringSchema.nullable(),
  /** Cash the order holds back, in the account currency. */
  reservedAmount: moneyStringSchema,
  /** Commission paid so far, in the account currency. */
  fees: moneyStringSchema,
  accountCurrency: z.string().length(3),
  validUntil: isoTime,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type OrderView = z.infer<typeof orderSchema>;

const placeOrderBody = z
  .strictObject({
    instrumentId: int4Id,
    side: z.enum(ORDER_SIDES),
    orderType: z.enum(ORDER_TYPES),
    volume: z.number().int().positive().max(ORDER_VOLUME_MAX),
    price: priceSchema.optional(),
    /**
     * A STOP_LOSS order's trigger: it waits until the last price falls to it (a sell) or rises to it
     * (a buy), then trades at `price` as a limit order, or as a market order without one.
     */
    triggerPrice: priceSchema.optional(),
    /**
     * The last day the order may trade (YYYY-MM-DD, the market's calendar): from today up to 30 days
     * ahead; without it a limit order stays 30 days. A market order is a day order and takes none.
     */
    validUntil: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .refine(
    (o) =>
      o.orderType === 'LIMIT' ? o.price !== undefined : o.orderType === 'STOP_LOSS' || o.price === undefined,
    {
      message: 'a LIMIT order needs a price; a MARKET order has none; a STOP_LOSS may have one',
      path: ['price'],
    },
  )
  .refine((o) => (o.orderType === 'STOP_LOSS') === (o.triggerPrice !== undefined), {
    message: 'a STOP_LOSS order needs a triggerPrice; the others have none',
    path: ['triggerPrice'],
  })
  .refine((o) => o.orderType !== 'MARKET' || o.validUntil === undefined, {
    message: 'a MARKET order is valid for the day; only LIMIT and STOP_LOSS orders take validUntil',
    path: ['validUntil'],
  });

const orderErrors = [
  'NOT_TRADABLE',
  'INVALID_LOT_SIZE',
  'PRICE_OUT_OF_BAND',
  'INVALID_TICK_SIZE',
  'INVALID_VALIDITY',
  'INVALID_TRIGGER_PRICE',
  'MARKET_CLOSED',
  'INSUFFICIENT_BUYING_POWER',
  'INSUFFICIENT_HOLDINGS',
] as const;

export const tradingApi = {
  placeOrder: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/orders`,
    summary:
      'Place a market, limit or stop-loss order; a market order in an open market fills at once. Needs an Idempotency-Key header.',
    tags: ['trading'],
    auth: 'session',
    apiKey: 'TRADE',
    idempotent: true,
    params: accidParams,
    body: placeOrderBody,
    success: { status: 201, body: orderSchema },
    errors: [
      'NOT_FOUND',
      ...orderErrors,
      'USE_FUND_ORDER',
      'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
      'NOT_APPROPRIATE',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
      'KYC_REFRESH_REQUIRED',
      'KYC_NOT_APPROVED',
    ],
  }),
  listOrders: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/orders`,
    summary: "The account's orders, newest first",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'READ',
    params: accidParams,
    query: z.object({ state: z.enum(['OPEN', 'ALL']).default('ALL'), ...accountPageQuery }),
    success: {
      status: 200,
      body: z.object({ orders: z.array(orderSchema), nextCursor: z.string().nullable() }),
    },
    errors: ['NOT_FOUND'],
  }),
  modifyOrder: endpoint({
    method: 'PUT',
    path: `${ACCOUNTS}/:accid/orders/:orderId`,
    summary: "Change an open order's limit price or volume",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'TRADE',
    params: orderParams,
    body: z
      .strictObject({
        price: priceSchema.optional(),
        volume: z.number().int().positive().max(ORDER_VOLUME_MAX).optional(),
      })
      .refine((b) => b.price !== undefined || b.volume !== undefined, { message: 'change price or volume' }),
    success: { status: 200, body: orderSchema },
    errors: ['NOT_FOUND', 'ORDER_NOT_OPEN', ...orderErrors],
  }),
  orderByNumber: endpoint({
    method: 'GET',
    path: '/api/orders/:orderNumber',
    summary: "One of the caller's orders by its number, whichever account it is on",
    tags: ['trading'],
    auth: 'session',
    apiKey: 'READ',
    params: z.object({ orderNumber: z.string().regex(/^\d{1,15}$/) }),
    success: { status: 200, body: orderSchema },
    errors: ['NOT_FOUND'],
  }),
  cancelOrder: endpoint({
    method: 'DELETE',
    path: `${ACCOUNTS}/:accid/orders/:orderId`,
    summary: 'Cancel an open order; what it held back is released',
    tags: ['trading'],
    auth: 'session',
    apiKey: 'TRADE',
    params: orderParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND', 'ORDER_NOT_OPEN'],
  }),
} as const;
