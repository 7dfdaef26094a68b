import { ORDER_SIDES, ORDER_STATES, ORDER_TYPES, ORDER_VOLUME_MAX } from '@havn/domain/broker/index';
import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The trading calls of the brokerage API (api.md, Accounts and trading). Money is a decimal string with
 * its ISO 4217 currency; volumes are whole units. Calls marked `idempotent` need an `Idempotency-Key`
 * header (1–255 visible ASCII characters, one per intended action): a repeat with the same key and body
 * returns the first response and changes nothing, the same key with another body is 422
 * IDEMPOTENCY_KEY_REUSED, and a repeat while the first is still running is 409 IDEMPOTENCY_KEY_IN_FLIGHT.
 */
const ACCOUNTS = '/api/accounts';
const isoTime = z.string().describe('ISO 8601, UTC');

export const accidParams = z.object({ accid: z.string().regex(/^\d{1,18}$/) });
export const orderParams = z.object({ accid: z.string().regex(/^\d{1,18}$/), orderId: z.uuid() });

/** A price: a positive decimal string with at most six decimals. */
const priceSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,6})?$/)
  .describe('decimal string, at most 6 decimals');
const cursorSchema = z.string().max(200).optional();
const pageQuery = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: cursorSchema,
};

export const depositSchema = z.object({
  requestId: z.string(),
  status: z.enum(['COMPLETED']).describe('the simulated bank settles at once'),
  amount: moneyStringSchema,
  currency: z.string().length(3),
});

export const orderSchema = z.object({
  id: z.string(),
  /** The order's number as the customer sees it; the instrument page's order addresses carry it. */
  orderNumber: z.number().int(),
  accid: z.string(),
  instrumentId: z.number().int(),
  side: z.enum(ORDER_SIDES),
  orderType: z.enum(ORDER_TYPES),
  volume: z.number().int(),
  /** The limit price; null for a market order. */
  price: moneyStringSchema.nullable(),
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

export const positionSchema = z.object({
  instrumentId: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  isin: z.string(),
  /** Units held, including units held back by open sell orders (reservedVolume). */
  volume: z.number().int(),
  reservedVolume: z.number().int(),
  /** Average purchase price (the volume-weighted buy price, without fees), instrument currency. */
  averagePrice: moneyStringSchema,
  lastPrice: moneyStringSchema.nullable(),
  /** volume × lastPrice, instrument currency; null without a price. */
  marketValue: moneyStringSchema.nullable(),
  currency: z.string().length(3),
  /** (lastPrice − averagePrice) × volume, instrument currency, and in percent of the average price. */
  unrealizedReturn: moneyStringSchema.nullable(),
  unrealizedReturnPercent: moneyStringSchema.nullable(),
  accountCurrency: z.string().length(3),
  marketValueInAccountCurrency: moneyStringSchema.nullable(),
  /** What the units held cost, fees included, account currency. */
  acquisitionCost: moneyStringSchema,
});
export type PositionView = z.infer<typeof positionSchema>;

export const accountTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['DEPOSIT', 'BUY', 'SELL']),
  time: isoTime,
  /** The deposit or the traded value, signed as it moved the account's cash (a buy is negative). */
  amount: moneyStringSchema,
  /** The commission charged with it (positive), account currency. */
  fee: moneyStringSchema,
  /** amount − fee: the change of the account's cash. */
  total: moneyStringSchema,
  currency: z.string().length(3),
  instrumentId: z.number().int().nullable(),
  volume: z.number().int().nullable(),
  price: moneyStringSchema.nullable(),
  priceCurrency: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type AccountTransactionView = z.infer<typeof accountTransactionSchema>;

export const regionWeightSchema = z.object({
  type: z.string(),
  type_id: z.string(),
  /** Percent of the holdings' market value, two decimals. */
  weight: z.number(),
});

const placeOrderBody = z
  .strictObject({
    instrumentId: z.number().int().positive(),
    side: z.enum(ORDER_SIDES),
    orderType: z.enum(ORDER_TYPES),
    volume: z.number().int().positive().max(ORDER_VOLUME_MAX),
    price: priceSchema.optional(),
  })
  .refine((o) => (o.orderType === 'LIMIT') === (o.price !== undefined), {
    message: 'a LIMIT order needs a price; a MARKET order has none',
    path: ['price'],
  });

const orderErrors = [
  'NOT_TRADABLE',
  'INVALID_LOT_SIZE',
  'PRICE_OUT_OF_BAND',
  'MARKET_CLOSED',
  'INSUFFICIENT_BUYING_POWER',
  'INSUFFICIENT_HOLDINGS',
] as const;

export const tradingApi = {
  deposit: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/deposits`,
    summary: 'Deposit cash from the (simulated) bank. Needs an Idempotency-Key header.',
    tags: ['trading'],
    auth: 'session',
    idempotent: true,
    params: accidParams,
    body: z.strictObject({
      amount: z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/)
        .describe('positive, at most 2 decimals, at most 1000000.00'),
      currency: z.string().regex(/^[A-Z]{3}$/),
    }),
    success: { status: 201, body: depositSchema },
    errors: [
      'NOT_FOUND',
      'INVALID_AMOUNT',
      'CURRENCY_NOT_SUPPORTED',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/:accid/orders`,
    summary:
      'Place a market or limit order; a market order in an open market fills at once. Needs an Idempotency-Key header.',
    tags: ['trading'],
    auth: 'session',
    idempotent: true,
    params: accidParams,
    body: placeOrderBody,
    success: { status: 201, body: orderSchema },
    errors: [
      'NOT_FOUND',
      ...orderErrors,
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'IDEMPOTENCY_KEY_IN_FLIGHT',
    ],
  }),
  listOrders: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/orders`,
    summary: "The account's orders, newest first",
    tags: ['trading'],
    auth: 'session',
    params: accidParams,
    query: z.object({ state: z.enum(['OPEN', 'ALL']).default('ALL'), ...pageQuery }),
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
    params: orderParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND', 'ORDER_NOT_OPEN'],
  }),
  positions: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/positions`,
    summary: "The account's holdings at current prices",
    tags: ['trading'],
    auth: 'session',
    params: accidParams,
    success: { status: 200, body: z.array(positionSchema) },
    errors: ['NOT_FOUND'],
  }),
  transactions: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/transactions`,
    summary: "The account's deposits, buys and sells with their fees, newest first",
    tags: ['trading'],
    auth: 'session',
    params: accidParams,
    query: z.object(pageQuery),
    success: {
      status: 200,
      body: z.object({ transactions: z.array(accountTransactionSchema), nextCursor: z.string().nullable() }),
    },
    errors: ['NOT_FOUND'],
  }),
  allocation: endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/:accid/allocation`,
    summary: "The account's holdings by region, weighted by market value; funds and ETFs looked through",
    tags: ['trading'],
    auth: 'session',
    params: accidParams,
    query: z.object({ by: z.enum(['region']) }),
    success: { status: 200, body: z.array(regionWeightSchema) },
    errors: ['NOT_FOUND'],
  }),
} as const;
