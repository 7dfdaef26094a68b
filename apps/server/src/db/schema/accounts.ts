import { ACCOUNT_TYPES, ONE_PER_PERSON_TYPES } from '@havn/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Account ids are small numbers (the route catalogue's comma-separated accid lists), opaque strings on the wire. */
export const accidSequence = pgSequence('accid_seq', { startWith: 10001 });

/** Brokerage accounts: a customer has one or more, each with a type and a currency. */
export const accounts = pgTable(
  'accounts',
  {
    accid: text('accid').primaryKey().default(sql`nextval('accid_seq')::text`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountNumber: text('account_number').notNull().unique(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    alias: text('alias'),
    currency: text('currency').notNull(),
    /** Shown as a shared portfolio on the owner's community profile. */
    sharedInCommunity: boolean('shared_in_community').notNull().default(false),
    /** The version of the account's terms the customer accepted, and when (null: opened before terms were recorded). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    // The one-per-person types (account-type.ts), held at most once even by two racing requests.
    uniqueIndex('accounts_one_per_person_key')
      .on(t.userId, t.accountType)
      .where(
        sql`${t.accountType} in (${sql.raw(ONE_PER_PERSON_TYPES.map((type) => `'${type}'`).join(', '))})`,
      ),
  ],
);

/**
 * An account's value at the close of 31 December, kept for the types whose deposit room counts from
 * it (the aktiesparekonto): filled by the portfolio's year-end job at its first run after the year
 * end, from the same valuation as the portfolio report, in the account currency.
 */
export const accountYearEndValues = pgTable(
  'account_year_end_values',
  {
    accid: text('accid')
      .notNull()
      .references(() => accounts.accid, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    value: numeric('value', { precision: 24, scale: 6 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accid, t.year] })],
);
