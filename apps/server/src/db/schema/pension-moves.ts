import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const PENSION_MOVE_ROW_STATUSES = ['SIGNED', 'SENT', 'IN_TRANSFER', 'COMPLETED', 'REJECTED'] as const;
export type PensionMoveRowStatus = (typeof PENSION_MOVE_ROW_STATUSES)[number];

/**
 * A customer's signed move of pension insurances from other companies into one of their pension
 * accounts (domain notes §4). The journey's earlier states (consent, data fetched, choices) are the
 * browser's; a move is recorded when it is signed, and its `status` follows its insurances'
 * (`pension_move_items`). `reachedAt` keeps when each state was reached, for the steps view.
 */
export const pensionMoves = pgTable(
  'pension_moves',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    toAccid: text('to_accid')
      .notNull()
      .references(() => accounts.accid),
    currency: text('currency').notNull(),
    /** `{userId}:{Idempotency-Key}`: the same key again finds this move, even after its 24 hours. */
    requestKey: text('request_key').notNull().unique(),
    status: text('status', { enum: PENSION_MOVE_ROW_STATUSES }).notNull(),
    /** ISO 8601 times by state: CONSENT… SIGNED at signing, then each state as it is reached. */
    reachedAt: jsonb('reached_at').$type<Record<string, string>>().notNull(),
    expectedBy: date('expected_by', { mode: 'string' }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
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
    status: text('status', { enum: PENSION_MOVE_ROW_STATUSES }).notNull(),
    /** The case's id at the information service, once it took the move. */
    caseId: text('case_id'),
    rejectReason: text('reject_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.moveId, t.insuranceId] }),
    uniqueIndex('pension_move_items_moving_key')
      .on(t.insuranceId)
      .where(sql`${t.status} not in ('COMPLETED', 'REJECTED')`),
  ],
);
