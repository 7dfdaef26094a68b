import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Personal API keys. Only a SHA-256 of the secret is stored (the secret is 256 random bits, so a
 * plain hash cannot be brute-forced): a leaked table hands out no working key. `prefix` is the
 * secret's first characters, kept so the customer recognises the key in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** READ, or READ and TRADE. */
    scopes: text('scopes').array().notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_live_by_user_idx').on(t.userId, t.createdAt).where(sql`${t.revokedAt} is null`)],
);

/** The audit of every call made with a key: who, which key, which endpoint, when, and the answer. */
export const apiKeyRequests = pgTable(
  'api_key_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** The endpoint as the contract names it (`trading.placeOrder`), and the call's method and URL. */
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: smallint('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_key_requests_key_at_idx').on(t.keyId, t.at), index('api_key_requests_at_idx').on(t.at)],
);
