import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the server signs links with (platform/signed-links.ts), made once and shared by every process. */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
