import { ALERT_DIRECTIONS, ALERT_STATES, MESSAGE_KINDS } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instruments } from './instruments.ts';
import { users } from './users.ts';

/** A customer's named list of instruments; `shared` opens a read-only link by its id. */
export const watchlists = pgTable(
  'watchlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    /**
     * A number per list, as the legacy shared links carried (`/se/delad-lista/12`): those links reach
     * the list they stand for (site/page-requests.ts), while the id stays an opaque uuid everywhere else.
     */
    legacyNumber: integer('legacy_number').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('watchlists_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('watchlists_legacy_number_idx').on(t.legacyNumber),
  ],
);

export const watchlistInstruments = pgTable(
  'watchlist_instruments',
  {
    watchlistId: uuid('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.watchlistId, t.instrumentId] })],
);

/** A price alert fires once: ACTIVE → TRIGGERED by a conditional update, never back. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    price: numeric('price', { precision: 24, scale: 6 }).notNull(),
    state: text('state', { enum: ALERT_STATES }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    index('price_alerts_active_idx').on(t.instrumentId).where(sql`${t.state} = 'ACTIVE'`),
  ],
);

/** Messages to a customer (a triggered price alert); the web lists them and words them from `payload`. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);
