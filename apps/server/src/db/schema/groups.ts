import { GROUP_KINDS } from '@havn/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name's UTS #39 skeleton (nameSkeleton): look-alike names share it, so only one exists. */
    nameSkeleton: text('name_skeleton'),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: GROUP_KINDS }).notNull().default('PUBLIC'),
    logoUri: text('logo_uri'),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    latestActivityAt: timestamp('latest_activity_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('groups_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('groups_name_skeleton_key').on(t.nameSkeleton),
    uniqueIndex('groups_slug_key').on(t.slug),
    index('groups_activity_idx').on(t.latestActivityAt),
    index('groups_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.profileId] }),
    index('group_members_profile_idx').on(t.profileId),
  ],
);

/** A member's pending request to join a private group; approving or declining removes it. */
export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.profileId] })],
);

/** The admin's pending invitation of a member to a group; accepting or declining removes it. */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.profileId] }),
    index('group_invitations_profile_idx').on(t.profileId),
  ],
);
