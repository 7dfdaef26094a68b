import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Idempotency keys of money-moving requests, per customer (platform/idempotency.ts): the first request
 * with a key inserts its row (IN_FLIGHT), and on completion stores its response for replays.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha-256 of the method, path and canonical body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['IN_FLIGHT', 'DONE'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the request holding the key started; an IN_FLIGHT row older than the takeover time is abandoned. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
