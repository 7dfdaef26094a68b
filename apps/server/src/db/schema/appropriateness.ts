import { PRODUCT_GROUPS } from '@havn/domain/broker/index';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every knowledge-test attempt, kept: a group's status is its latest attempt at the current version. */
export const appropriatenessAttempts = pgTable(
  'appropriateness_attempts',
  {
    /** In insertion order: the latest attempt is the highest id, whatever the clock says. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productGroup: text('product_group', { enum: PRODUCT_GROUPS }).notNull(),
    version: integer('version').notNull(),
    passed: boolean('passed').notNull(),
    correct: integer('correct').notNull(),
    required: integer('required').notNull(),
    answers: jsonb('answers').$type<{ questionId: string; optionId: string }[]>().notNull(),
    assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('appropriateness_attempts_user_idx').on(t.userId, t.productGroup, t.id.desc())],
);

/** The suitability questionnaire's latest answers and the risk level they gave. */
export const riskProfiles = pgTable('risk_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  riskLevel: integer('risk_level').notNull(),
  assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull(),
});

/** A customer's choices: the default account, and which e-mails and notifications they want. */
export const customerPreferences = pgTable('customer_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  defaultAccid: text('default_accid'),
  subscriptions: jsonb('subscriptions').$type<Record<string, boolean>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
