import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger of cash and positions: append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE), and every transaction's entries sum to zero per asset (checked in code before the insert
 * and again by a trigger once per inserting statement). Balances are sums of entries, kept per customer
 * account in `ledger_balances`.
 */
/**
 * TRANSFER: between two of a customer's accounts, one transaction with entries on both.
 * CORPORATE_ACTION: what a company's event paid or moved (a dividend's cash from the custodian).
 * PENSION_MOVE: a pension moved in from another company (not a contribution: no yearly cap counts it).
 * FUND_TRANSFER: fund units moved in from another fund company or bank, whole, with their acquisition
 * cost (not a deposit: no deposit cap counts it, and not a return).
 */
export const LEDGER_TRANSACTION_TYPES = [
  'DEPOSIT',
  'RESERVATION',
  'FILL',
  'WITHDRAWAL',
  'TRANSFER',
  'CORPORATE_ACTION',
  'PENSION_MOVE',
  'FUND_TRANSFER',
  'CREDIT_INTEREST',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

/**
 * cash: money free to use; cash_reserved: held back by open buy orders; position: units free to sell;
 * position_reserved: units held back by open sell orders.
 */
export const LEDGER_KINDS = ['cash', 'cash_reserved', 'position', 'position_reserved'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: LEDGER_TRANSACTION_TYPES }).notNull(),
    /**
     * The customer account the transaction is about (what its transaction list shows): checked once per
     * inserting statement (migration order_references_checked_per_statement), not by a foreign key row
     * by row; accounts are never deleted.
     */
    accid: text('accid').notNull(),
    /**
     * What caused it, unique: `deposit:{userId}:{idempotency key}`, `order:{id}:placed`, `fill:{execution id}`…
     * A replayed cause inserts nothing.
     */
    reference: text('reference').notNull().unique(),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ledger_transactions_accid_idx').on(t.accid, t.createdAt.desc(), t.id.desc())],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The ledger transaction the entry belongs to. Checked once per inserting statement by the balance
     * trigger (a missing one is a foreign_key_violation), not by a foreign key row by row: about eight
     * entries an order each paid a lookup and a row lock, and the lock guards nothing on a table that
     * refuses UPDATE and DELETE (migration ledger_entries_transaction_checked_per_statement).
     */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** A customer account's accid, or a house account: system:bank, system:market, system:fx, system:fees. */
    account: text('account').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** A currency code (cash kinds) or an instrument id (position kinds). */
    asset: text('asset').notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_balance_idx').on(t.account, t.kind, t.asset),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check('ledger_entries_account_format', sql`${t.account} ~ '^([0-9]+|system:[a-z]+)$'`),
  ],
);

/**
 * A customer account's balance of each kind and asset: the sum of its ledger entries, kept by a trigger
 * on every statement that inserts entries (migration ledger_balances_kept), so reading an account's
 * balances (`account_balances`, under its lock before every order) costs a few rows however long its
 * history. House accounts are not kept here: every writer would queue on their rows; theirs are
 * counted from the entries when asked.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    account: text('account').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    asset: text('asset').notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.kind, t.asset] })],
);
