import { date, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * What moves into Havn from elsewhere once the customer signed it (a pension move, a fund transfer),
 * and each of its items: signed, sent to the other side, in transfer, then completed or rejected.
 */
export const MOVE_ROW_STATUSES = ['SIGNED', 'SENT', 'IN_TRANSFER', 'COMPLETED', 'REJECTED'] as const;
export type MoveRowStatus = (typeof MOVE_ROW_STATUSES)[number];
/** The states an item leaves no more: an item not in one of them is still moving. */
export const FINAL_MOVE_STATUSES: MoveRowStatus[] = ['COMPLETED', 'REJECTED'];

/**
 * The columns every signed move has (fresh builders for each table): who signed it, the account it
 * moves into, the key that makes it once, its status and when each state was reached (ISO 8601 times
 * by state, for the steps view), the day it is expected done by.
 */
export function signedMoveColumns() {
  return {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    toAccid: text('to_accid')
      .notNull()
      .references(() => accounts.accid),
    /** `{userId}:{Idempotency-Key}`: the same key again finds this move, even after its 24 hours. */
    requestKey: text('request_key').notNull().unique(),
    status: text('status', { enum: MOVE_ROW_STATUSES }).notNull(),
    reachedAt: jsonb('reached_at').$type<Record<string, string>>().notNull(),
    expectedBy: date('expected_by', { mode: 'string' }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  };
}

/**
 * The columns of one item's case at the other side: its status, the case's id there once it took the
 * item, the reason it gave for a rejection, and when the item was completed.
 */
export function movingItemColumns() {
  return {
    status: text('status', { enum: MOVE_ROW_STATUSES }).notNull(),
    caseId: text('case_id'),
    rejectReason: text('reject_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  };
}
