import { CORPORATE_ACTION_OPTIONS, CORPORATE_ACTION_TYPES } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { instruments } from './instruments.ts';

/**
 * A corporate action as the market announced it (market-data provider `corporateActions`), kept once
 * per event id: a re-announcement with other terms updates it until its holders are fixed.
 */
export const corporateActions = pgTable(
  'corporate_actions',
  {
    /** The market's id of the event (a data vendor's reference): what a re-announcement matches on. */
    eventId: text('event_id').primaryKey(),
    /** Havn's number for the event: the API's `eventId` and the event page's address. */
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    type: text('type', { enum: CORPORATE_ACTION_TYPES }).notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    exDate: date('ex_date', { mode: 'string' }),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** A dividend's `{amountPerShare, currency}`. */
    terms: jsonb('terms').$type<{ amountPerShare: string; currency: string } | null>(),
    /** When the holders entitled were fixed (a dividend: at its ex-date); null before. */
    holdersFixedAt: timestamp('holders_fixed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('corporate_actions_instrument_idx').on(t.instrumentId, t.recordDate),
    index('corporate_actions_unfixed_idx').on(t.exDate).where(sql`${t.holdersFixedAt} is null`),
  ],
);

/**
 * An account's part in an event, one per event and account: a dividend's units held when the holders
 * were fixed; an elective event's answer (its option and the units answered, held back in the ledger)
 * or, for a holder who did not answer by the deadline, the units held then with no option (LAPSED).
 * Once paid, what the account received (its currency) in which ledger transaction.
 */
export const corporateActionEntitlements = pgTable(
  'corporate_action_entitlements',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => corporateActions.eventId),
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid),
    units: numeric('units', { precision: 24, scale: 6 }).notNull(),
    /** An elective event's answer; null for a dividend and for a holder who did not answer. */
    option: text('option', { enum: CORPORATE_ACTION_OPTIONS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Paid, in the account's currency; null until booked. */
    amount: numeric('amount', { precision: 24, scale: 6 }),
    currency: text('currency').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.accid] }),
    index('corporate_action_entitlements_accid_idx').on(t.accid),
    index('corporate_action_entitlements_unbooked_idx').on(t.eventId).where(sql`${t.bookedAt} is null`),
  ],
);
