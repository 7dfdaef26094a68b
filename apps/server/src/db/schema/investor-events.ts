import type { LocalizedText } from '@havn/domain';
import { EVENT_REGISTRATION_STATES } from '@havn/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Investor events: words in six languages, a time, a place (or "Online") and a number of seats. */
export const investorEvents = pgTable(
  'investor_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    location: jsonb('location').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('investor_events_starts_idx').on(t.startsAt)],
);

/**
 * One customer's place at an event: a seat or a place in line (by `createdAt`). Cancelling deletes the
 * row; the first in line then takes the seat. `remindedAt` makes the day-before reminder go once.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => investorEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: EVENT_REGISTRATION_STATES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_registrations_event_user_key').on(t.eventId, t.userId),
    index('event_registrations_line_idx').on(t.eventId, t.state, t.createdAt),
    index('event_registrations_unreminded_idx').on(t.eventId).where(sql`${t.remindedAt} is null`),
  ],
);
