import { CONTENT_ITEM_TYPES, CONTENT_STATUSES, REACTION_TYPES, TRADE_TYPES } from '@havn/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups.ts';
import { instruments } from './instruments.ts';
import { profiles } from './profiles.ts';

/**
 * Every content item: posts, polls, comments, replies, and members' trade events (type TRADE), so a
 * thread root of any kind pages through one index. Counters are kept in the same transaction as writes.
 */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: CONTENT_ITEM_TYPES }).notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    message: text('message').notNull().default(''),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('LIVE'),
    instrumentId: integer('instrument_id').references(() => instruments.id),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** The thread root; null for a root itself. */
    rootId: uuid('root_id'),
    parentId: uuid('parent_id'),
    parentContentType: text('parent_content_type', { enum: ['TRADE'] }),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Content imported from the classic site: readable, never interactive. */
    classicUri: text('classic_uri'),
    urlSafe: text('url_safe').notNull(),
    originalLanguage: text('original_language'),
    /** The author's position in the instrument when posting: HOLDS, BOUGHT_RECENTLY, SOLD, NONE. */
    authorPosition: text('author_position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    endingAt: timestamp('ending_at', { withTimezone: true }),
    childCount: integer('child_count').notNull().default(0),
    totalChildCount: integer('total_child_count').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    // Trade events
    tradeType: text('trade_type', { enum: TRADE_TYPES }),
    tradePrice: numeric('trade_price', { precision: 20, scale: 6 }),
    tradeCurrency: text('trade_currency'),
    percentageChange: numeric('percentage_change', { precision: 9, scale: 4 }),
    executionId: text('execution_id'),
  },
  (t) => [
    index('contents_instrument_feed_idx')
      .on(
        t.instrumentId,
        t.isPinned.desc().nullsFirst(),
        t.postedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.rootId} is null`),
    // The indexes below hold only the items they find (a group's threads, answers, trade events): an item
    // outside them (a post on an instrument has no group, parent, root or execution) costs none of them.
    index('contents_group_feed_idx')
      .on(t.groupId, t.isPinned.desc().nullsFirst(), t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.rootId} is null and ${t.groupId} is not null`),
    index('contents_instrument_activity_idx')
      .on(t.instrumentId, t.postedAt.desc().nullsFirst())
      .where(sql`${t.rootId} is null`),
    // The liveliest threads look at the latest roots of the whole community, newest first.
    index('contents_recent_roots_idx').on(t.postedAt.desc().nullsFirst()).where(sql`${t.rootId} is null`),
    index('contents_parent_idx').on(t.parentId, t.postedAt, t.id).where(sql`${t.parentId} is not null`),
    index('contents_root_idx').on(t.rootId, t.postedAt).where(sql`${t.rootId} is not null`),
    index('contents_profile_idx').on(t.profileId, t.postedAt),
    uniqueIndex('contents_execution_key').on(t.executionId).where(sql`${t.executionId} is not null`),
  ],
);

/**
 * Threads per feed (spec 7.9's post count), kept rather than counted: `feed` is `instrument:<id>` or
 * `group:<uuid>`. A trigger on `contents` keeps it in the writing transaction, so no code path that
 * posts, deletes or comments can forget it.
 *
 * A feed is spread over shard rows (the writing connection picks one, `pg_backend_pid() % 16`), so
 * concurrent posts on one busy instrument do not queue on one row: the count is the sum of the rows.
 * `version` counts the writes that touched the shard (an item, a reaction, a poll option, an image;
 * migration feed_shards); the feed's version is the sum, which grows with every such commit, so
 * two reads that see the same sum see the same feed. Each such write also announces the feed on
 * `havn_feed_changed` (content/feed-cache.ts).
 */
export const feedPostCounts = pgTable(
  'feed_post_counts',
  {
    feed: text('feed').notNull(),
    shard: integer('shard').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.feed, t.shard] })],
);

export const contentImages = pgTable(
  'content_images',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.position] })],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    message: text('message').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
  },
  (t) => [uniqueIndex('poll_options_position_key').on(t.contentId, t.position)],
);

/** One vote per member per poll: the primary key says so, whatever the client tries. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // A member's votes are read whole, by member (their kept feed state).
  (t) => [
    primaryKey({ columns: [t.contentId, t.profileId] }),
    index('poll_votes_profile_idx').on(t.profileId),
  ],
);

/** One reaction per member per item and type. */
export const reactions = pgTable(
  'reactions',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reactionType: text('reaction_type', { enum: REACTION_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.profileId, t.reactionType] }),
    index('reactions_item_idx').on(t.itemId, t.reactionType),
    // A member's reactions are read whole, by member (their kept feed state).
    index('reactions_profile_idx').on(t.profileId),
  ],
);
