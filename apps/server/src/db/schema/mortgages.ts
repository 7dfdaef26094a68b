import {
  CREDIT_REFUSAL_REASONS,
  type EMPLOYMENT_TYPES,
  MORTGAGE_APPLICATION_STATUSES,
  MORTGAGE_PROPERTY_TYPES,
} from '@havn/domain/credit/index';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An applicant's own figures, as signed (the co-applicant's also carry their name and personal number). */
export interface MortgageApplicantFigures {
  monthlyIncome: string;
  employment: (typeof EMPLOYMENT_TYPES)[number];
  otherDebts: string;
}
export interface MortgageCoApplicantFigures extends MortgageApplicantFigures {
  name: string;
  personalNumber: string;
}

/**
 * A customer's signed mortgage application (domain notes §6; credit/mortgages/): the property, the
 * loan, the household's figures and the indication it was signed on, then the outside credit check's
 * case and decision. SUBMITTED until the credit check takes it (`caseId`), IN_REVIEW until it decides,
 * then APPROVED (perhaps a lower `approvedAmount`) or REFUSED with its reason. One open application a
 * customer (the partial unique index).
 */
export const mortgageApplications = pgTable(
  'mortgage_applications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `{userId}:{Idempotency-Key}`: the same key again finds this application, even after its 24 hours. */
    requestKey: text('request_key').notNull().unique(),
    status: text('status', { enum: MORTGAGE_APPLICATION_STATUSES }).notNull(),
    currency: text('currency').notNull(),
    propertyType: text('property_type', { enum: MORTGAGE_PROPERTY_TYPES }).notNull(),
    propertyValue: numeric('property_value', { precision: 18, scale: 2 }).notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    loanAmount: numeric('loan_amount', { precision: 18, scale: 2 }).notNull(),
    applicant: jsonb('applicant').$type<MortgageApplicantFigures>().notNull(),
    children: integer('children').notNull(),
    coApplicant: jsonb('co_applicant').$type<MortgageCoApplicantFigures>(),
    /** The indication signed on: LTV and rate in percent, the amortisation requirement, the month's cost. */
    ltv: numeric('ltv', { precision: 7, scale: 2 }).notNull(),
    rate: numeric('rate', { precision: 7, scale: 2 }).notNull(),
    amortisationPercent: numeric('amortisation_percent', { precision: 5, scale: 2 }).notNull(),
    monthlyCost: numeric('monthly_cost', { precision: 18, scale: 2 }).notNull(),
    /** The credit check's case, once it has taken the application. */
    caseId: text('case_id'),
    decisionOutcome: text('decision_outcome', { enum: ['APPROVED', 'APPROVED_LOWER', 'REFUSED'] }),
    approvedAmount: numeric('approved_amount', { precision: 18, scale: 2 }),
    refusalReason: text('refusal_reason', { enum: CREDIT_REFUSAL_REASONS }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mortgage_applications_user_idx').on(t.userId, t.submittedAt.desc()),
    uniqueIndex('mortgage_applications_open_key')
      .on(t.userId)
      .where(sql`${t.status} in ('SUBMITTED', 'IN_REVIEW')`),
  ],
);
