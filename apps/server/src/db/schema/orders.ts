import { ORDER_AUDIT_EVENTS, ORDER_SIDES, ORDER_STATES, ORDER_TYPES } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instruments } from './instruments.ts';
import { users } from './users.ts';

/**
 * Customer orders: the current state of each. What happened to an order, and when, is in order_audit
 * (append-only); money and units moved only through the ledger.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order's number as the customer sees it, and as the instrument page's order addresses carry
     * it (`…/order/show/{number}`): numeric, unique, never reused.
     */
    orderNumber: bigint('order_number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100_001 }),
    /**
     * The account: checked once per inserting statement (migration order_references_checked_per_statement),
     * not by a foreign key row by row; accounts are never deleted and an order never moves account.
     */
    accid: text('accid').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    side: text('side', { enum: ORDER_SIDES }).notNull(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    volume: integer('volume').notNull(),
    /** The customer's limit price; null for a market order. */
    limitPrice: numeric('limit_price', { precision: 20, scale: 6 }),
    /** The worst price it may fill at: the limit, or a market order's protective price. */
    priceLimit: numeric('price_limit', { precision: 20, scale: 6 }).notNull(),
    /** A stop loss's trigger: it waits, out of the book, until the last price reaches it; null for the others. */
    triggerPrice: numeric('trigger_price', { precision: 20, scale: 6 }),
    /** When a stop loss's trigger was reached; from then on it matches as any order does. */
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    currency: text('currency').notNull(),
    accountCurrency: text('account_currency').notNull(),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    filledVolume: integer('filled_volume').notNull().default(0),
    /** Cash the order still holds back (cash_reserved), account currency. */
    reservedCash: numeric('reserved_cash', { precision: 24, scale: 6 }).notNull().default('0'),
    /** Value filled and commission paid so far, account currency. */
    filledValue: numeric('filled_value', { precision: 24, scale: 6 }).notNull().default('0'),
    feesPaid: numeric('fees_paid', { precision: 24, scale: 6 }).notNull().default('0'),
    fillCount: integer('fill_count').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** When Havn received the order (UTC). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_accid_idx').on(t.accid, t.createdAt.desc(), t.id.desc()),
    index('orders_open_idx').on(t.createdAt, t.id).where(sql`${t.state} in ('PENDING', 'PARTIALLY_FILLED')`),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_order_number').on(t.orderNumber),
  ],
);

/** Executions: one row per fill, the execution id unique so a replayed fill inserts nothing. */
export const orderFills = pgTable(
  'order_fills',
  {
    executionId: text('execution_id').primaryKey(),
    /**
     * Its order, account and ledger transaction (below): checked once per inserting statement
     * (migration order_references_checked_per_statement), not by foreign keys row by row. Fills are
     * append-only, orders and accounts are never deleted, and ledger transactions are append-only.
     */
    orderId: uuid('order_id').notNull(),
    accid: text('accid').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    side: text('side', { enum: ORDER_SIDES }).notNull(),
    volume: integer('volume').notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    /** The value in the instrument currency, and in the account currency at fxRate. */
    grossAmount: numeric('gross_amount', { precision: 24, scale: 6 }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    accountCurrency: text('account_currency').notNull(),
    fxRate: numeric('fx_rate', { precision: 24, scale: 12 }).notNull(),
    fee: numeric('fee', { precision: 24, scale: 6 }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_fills_order_idx').on(t.orderId),
    index('order_fills_account_instrument_idx').on(t.accid, t.instrumentId, t.executedAt),
  ],
);

/**
 * The append-only record of every order event with what MiFIR article 25 asks an investment firm to
 * keep: the client, the person acting, the instrument (ISIN), side, type, limit price, quantity,
 * validity, and the UTC times of receipt and execution, each fill linked by its execution id.
 */
export const orderAudit = pgTable(
  'order_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Its order, and the fill an execution names (`executionId`): checked once per inserting statement
     * (migration order_references_checked_per_statement), not by foreign keys row by row.
     */
    orderId: uuid('order_id').notNull(),
    event: text('event', { enum: ORDER_AUDIT_EVENTS }).notNull(),
    /** The client: the customer (user id) and the account the order is for. */
    clientId: uuid('client_id').notNull(),
    accid: text('accid').notNull(),
    accountNumber: text('account_number').notNull(),
    /** Who acted: the customer's user id, or `system:matching` for executions and expiry. */
    actingPerson: text('acting_person').notNull(),
    isin: text('isin').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    venue: text('venue').notNull(),
    side: text('side', { enum: ORDER_SIDES }).notNull(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    limitPrice: numeric('limit_price', { precision: 20, scale: 6 }),
    /** A stop loss's trigger (RTS 22's stop price). */
    triggerPrice: numeric('trigger_price', { precision: 20, scale: 6 }),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    filledQuantity: integer('filled_quantity').notNull(),
    /** GTD: good till validUntil. */
    validity: text('validity').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    executionId: text('execution_id'),
    executionPrice: numeric('execution_price', { precision: 20, scale: 6 }),
    executionQuantity: integer('execution_quantity'),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_audit_order_idx').on(t.orderId, t.id)],
);
