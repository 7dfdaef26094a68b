import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * Open-banking deposits (Trustly-type): one row per payment we asked the provider for. The status is
 * derived from the notifications received (packages/domain open-banking.ts) and kept here for reads.
 */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    requestId: uuid('request_id').primaryKey(),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // BANK_TRANSFER: a transfer with the account's reference number, booked when the bank reports it.
    method: text('method', { enum: ['OPEN_BANKING', 'BANK_TRANSFER'] }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['INITIATED', 'PENDING', 'CREDITED', 'CANCELLED', 'REVERSED'] }).notNull(),
    /** The provider's own id of the payment, and where its page is. */
    providerOrderId: text('provider_order_id'),
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deposit_requests_accid_idx').on(t.accid, t.createdAt.desc())],
);

/**
 * Every provider notification received, by its notification id: the primary key is what makes each
 * one apply exactly once, whatever the provider retries.
 */
export const paymentNotifications = pgTable('payment_notifications', {
  notificationId: text('notification_id').primaryKey(),
  requestId: uuid('request_id')
    .notNull()
    .references(() => depositRequests.requestId),
  kind: text('kind', { enum: ['pending', 'credit', 'cancel', 'debit'] }).notNull(),
  amount: numeric('amount', { precision: 24, scale: 6 }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * The simulated provider's own book (payments/simulator): what a merchant asked it to collect, and the
 * reference-number transfers it was told about. A real provider keeps this on its side.
 */
export const simulatedPayments = pgTable('simulated_payments', {
  orderId: uuid('order_id').primaryKey(),
  messageId: text('message_id').notNull().unique(),
  amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
  currency: text('currency').notNull(),
  notificationUrl: text('notification_url').notNull(),
  successUrl: text('success_url').notNull(),
  failUrl: text('fail_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  locale: text('locale').notNull(),
  status: text('status', { enum: ['OPEN', 'CONFIRMED', 'CANCELLED', 'REJECTED', 'DEBITED'] }).notNull(),
  bank: text('bank'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Internal transfers between a customer's own accounts: cash, or units of one instrument. The money
 * moves in one ledger transaction (type TRANSFER) with entries on both accounts; AF→ISK is a taxable
 * sale at `price`, kept here for the tax report.
 */
export const internalTransfers = pgTable(
  'internal_transfers',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fromAccid: text('from_accid')
      .notNull()
      .references(() => accounts.accid),
    toAccid: text('to_accid')
      .notNull()
      .references(() => accounts.accid),
    kind: text('kind', { enum: ['CASH', 'SECURITIES'] }).notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }),
    currency: text('currency').notNull(),
    instrumentId: integer('instrument_id'),
    volume: integer('volume'),
    /** The last price a taxable move (AF→ISK) was valued at; null when tax-neutral or cash. */
    price: numeric('price', { precision: 24, scale: 6 }),
    taxableSale: boolean('taxable_sale').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('internal_transfers_user_idx').on(t.userId, t.createdAt.desc())],
);
