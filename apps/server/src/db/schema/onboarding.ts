import type { KycAnswers, KycReason, KycStatus } from '@havn/domain';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The person an eID proved, one per user: matched on country and personal number at every eID login. */
export const eidIdentities = pgTable(
  'eid_identities',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    personalNumber: text('personal_number').notNull(),
    method: text('method').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    birthDate: text('birth_date').notNull(),
    address: jsonb('address').$type<{ street: string; postalCode: string; city: string; country: string }>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('eid_identities_person_key').on(t.country, t.personalNumber)],
);

/**
 * One authorization request to the eID provider: state, nonce and PKCE verifier kept in the database
 * so any process can take the callback, and `used_at` set once so a replayed callback is refused.
 */
export const eidAttempts = pgTable(
  'eid_attempts',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    purpose: text('purpose', { enum: ['LOGIN', 'STEP_UP'] }).notNull(),
    returnTo: text('return_to').notNull(),
    /** The session a step-up confirms (its token hash); null for a login. */
    sessionHash: text('session_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('eid_attempts_created_at_idx').on(t.createdAt)],
);

/** The latest KYC answers of a customer and what became of them. */
export const kycRecords = pgTable(
  'kyc_records',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<KycAnswers>().notNull(),
    status: text('status').$type<KycStatus>().notNull(),
    reason: text('reason').$type<KycReason>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    nextReviewAt: timestamp('next_review_at', { withTimezone: true }),
    /**
     * The terms of the first account (the one approval opens), accepted in the same step and signed by
     * the eID login the prospect arrived with; carried to the account when it opens.
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (t) => [index('kyc_records_status_idx').on(t.status)],
);

/** Every decision a compliance officer takes on a review: the audit trail, never updated. */
export const complianceDecisions = pgTable(
  'compliance_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officerId: uuid('officer_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision', { enum: ['APPROVE', 'REFUSE'] }).notNull(),
    reason: text('reason').$type<KycReason>(),
    note: text('note').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('compliance_decisions_user_idx').on(t.userId)],
);

/**
 * The embedded demo eID provider's state (interactions, sessions, codes, grants, tokens), kept here
 * rather than in one process's memory, so any process can take any step of a sign-in.
 */
export const eidProviderRecords = pgTable(
  'eid_provider_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('eid_provider_records_grant_idx').on(t.grantId),
    index('eid_provider_records_uid_idx').on(t.uid),
    index('eid_provider_records_expires_idx').on(t.expiresAt),
  ],
);
