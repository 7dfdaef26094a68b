import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instruments } from './instruments.ts';
import { movingItemColumns, signedMoveColumns } from './signed-moves.ts';

/**
 * A customer's signed transfer of fund holdings from another fund company or bank into one of their
 * accounts (domain notes §3 "Moving funds in"). The journey before signing (provider, authority,
 * holdings, account) is the browser's; a transfer is recorded when it is signed, and its `status`
 * follows its funds' (`fund_transfer_items`). `reachedAt` keeps when each state was reached.
 */
export const fundTransfers = pgTable(
  'fund_transfers',
  {
    ...signedMoveColumns(),
    providerId: text('provider_id').notNull(),
    provider: text('provider').notNull(),
  },
  (t) => [index('fund_transfers_user_idx').on(t.userId, t.signedAt.desc())],
);

/**
 * One fund of a transfer, as the old provider reported it when the transfer was signed: its units
 * and their acquisition cost (in the account's currency), the provider's fee, and its case there:
 * SENT once the provider took it (`caseId`), IN_TRANSFER, then COMPLETED (units booked into the
 * account under the ledger transaction `ledgerTransactionId`) or REJECTED with the provider's reason.
 * A holding is in at most one unfinished transfer (the partial unique index).
 */
export const fundTransferItems = pgTable(
  'fund_transfer_items',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => fundTransfers.id),
    holdingId: text('holding_id').notNull(),
    name: text('name').notNull(),
    isin: text('isin').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    units: numeric('units', { precision: 24, scale: 6 }).notNull(),
    acquisitionCost: numeric('acquisition_cost', { precision: 24, scale: 6 }).notNull(),
    fee: numeric('fee', { precision: 24, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    ...movingItemColumns(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.holdingId] }),
    uniqueIndex('fund_transfer_items_moving_key')
      .on(t.holdingId)
      .where(sql`${t.status} not in ('COMPLETED', 'REJECTED')`),
    index('fund_transfer_items_booked_idx').on(t.ledgerTransactionId),
  ],
);
