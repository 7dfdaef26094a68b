import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Cached machine translations, keyed by a hash of the source text and the target language. */
export const translations = pgTable(
  'translations',
  {
    sourceHash: text('source_hash').notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceLanguage: text('source_language').notNull(),
    message: text('message').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.targetLanguage] })],
);

/** A member's settings object keyed by name (`translations` → `{auto}`). */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * The durable event log behind the event stream: ids increase in commit order, a reconnecting client
 * resumes from Last-Event-ID by replaying from here. `topic` says who cares (instrument:1001, group:…,
 * profile:…). Writers never insert here: they write to `community_event_outbox`, and the sequencer
 * (platform/stream/events-repo.ts `sequenceEvents`) moves what is pending here with its ids.
 */
export const communityEvents = pgTable(
  'community_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('community_events_topic_idx').on(t.topic, t.id),
    index('community_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Events written but not yet given their place in the log: a writer inserts here in its own
 * transaction and takes no lock, so writers never queue on each other. `seq` keeps the events of one
 * write in the order they were given; the sequencer gives them their log ids in `seq` order.
 */
export const communityEventOutbox = pgTable('community_event_outbox', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  topic: text('topic').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Uploaded images after re-encoding: random keys, never the client's name. */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['AVATAR', 'GROUP_LOGO', 'CONTENT_IMAGE'] }).notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
