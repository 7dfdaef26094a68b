import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Customers who log in. The community profile (its own username) comes with the community issue. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    country: text('country').notNull(),
    email: text('email'),
    name: text('name'),
    role: text('role', { enum: ['customer', 'moderator', 'admin', 'support', 'compliance'] })
      .notNull()
      .default('customer'),
    phone: text('phone'),
    /**
     * Where onboarding stands: a PROSPECT proved who they are with eID but has not answered KYC (or
     * waits in IN_REVIEW, or was REFUSED); a CUSTOMER may trade. Users from before eID are customers.
     */
    customerStatus: text('customer_status', { enum: ['PROSPECT', 'IN_REVIEW', 'REFUSED', 'CUSTOMER'] })
      .notNull()
      .default('CUSTOMER'),
    /** When KYC is asked again (a copy of kyc_records.next_review_at, read with every session). */
    kycReviewDueAt: timestamp('kyc_review_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);
