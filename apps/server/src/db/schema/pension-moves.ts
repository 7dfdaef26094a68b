import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { movingItemColumns, signedMoveColumns } from './signed-moves.ts';

/**
 * A customer's signed move of pension insurances from other companies into one of their pension
 * accounts (domain notes §4). The journey's earlier states (consent, data fetched, choices) are the
 * browser's; a move is recorded when it is signed, and its `status` follows its insurances'
 * (`pension_move_items`). `reachedAt` keeps when each state was reached, for the steps view.
 */
export const pensionMoves = pgTable(
  'pension_moves',
  {
    ...signedMoveColumns(),
    currency: text('currency').notNull(),
  },
  (t) => [index('pension_moves_user_idx').on(t.userId, t.signedAt.desc())],
);

/**
 * One insurance of a move, as the pension information service reported it when the move was signed,
 * and its case at the old company: SENT once the service took it (`caseId`), IN_TRANSFER, then
 * COMPLETED (its money paid in, `ledgerReference`) or REJECTED with the company's reason. An insurance
 * is in at most one unfinished move (the partial unique index).
 */
export const pensionMoveItems = pgTable(
  'pension_move_items',
  {
    moveId: uuid('move_id')
      .notNull()
      .references(() => pensionMoves.id),
    insuranceId: text('insurance_id').notNull(),
    companyId: text('company_id').notNull(),
    company: text('company').notNull(),
    kind: text('kind').notNull(),
    value: numeric('value', { precision: 24, scale: 6 }).notNull(),
    fee: numeric('fee', { precision: 24, scale: 6 }).notNull(),
    /** What reaches the account: the value less the fee, then what the old company actually paid. */
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    ...movingItemColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.moveId, t.insuranceId] }),
    uniqueIndex('pension_move_items_moving_key')
      .on(t.insuranceId)
      .where(sql`${t.status} not in ('COMPLETED', 'REJECTED')`),
  ],
);
