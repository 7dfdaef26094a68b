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
    role: text('role', { enum: ['customer', 'moderator', 'admin', 'support'] })
      .notNull()
      .default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);
