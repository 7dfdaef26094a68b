import { PROFILE_STATUSES } from '@havn/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A customer's community profile (spec section 3): one per user, its own username and slug. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** The username's UTS #39 skeleton (nameSkeleton): look-alike names share it, so only one exists. */
    usernameSkeleton: text('username_skeleton'),
    slug: text('slug').notNull(),
    avatarUri: text('avatar_uri'),
    description: text('description').notNull().default(''),
    country: text('country').notNull(),
    status: text('status', { enum: PROFILE_STATUSES }).notNull().default('ACTIVE'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    rating: smallint('rating').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('profiles_user_id_key').on(t.userId),
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('profiles_username_skeleton_key').on(t.usernameSkeleton),
    uniqueIndex('profiles_slug_key').on(t.slug),
    // The search box matches names anywhere (ILIKE '%…%'): trigrams keep that an index lookup.
    index('profiles_username_trgm').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
  ],
);

export const mutes = pgTable(
  'mutes',
  {
    muterId: uuid('muter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    mutedId: uuid('muted_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] })],
);
