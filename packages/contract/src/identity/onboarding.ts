import {
  DEPOSIT_BANDS,
  INCOME_BANDS,
  KYC_REASONS,
  KYC_STATUSES,
  OCCUPATIONS,
  PEP_RELATIONS,
  PEP_ROLES,
  PURPOSES,
  SOURCES_OF_FUNDS,
} from '@havn/domain';
import { API_ACCOUNT_TYPES } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** Lower case only: the answers are sent back as they were stored, so no transform on the way in. */
const countryCode = z.string().regex(/^[a-z]{2}$/, 'an ISO 3166-1 alpha-2 country code in lower case');

/** A page of the web app to come back to: a path on this site, never another origin. */
const returnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site');

export const EID_PURPOSES = ['LOGIN', 'STEP_UP'] as const;

export const startEid = endpoint({
  method: 'POST',
  path: '/api/auth/eid/start',
  summary:
    'Start an eID sign-in (LOGIN) or a fresh confirmation of the signed-in customer (STEP_UP); answers the identity provider URL to send the browser to',
  tags: ['auth'],
  auth: 'optional',
  body: z.strictObject({ purpose: z.enum(EID_PURPOSES), returnTo: returnPath }),
  success: { status: 200, body: z.object({ redirectUrl: z.string() }) },
  errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
});

export const kycAnswersSchema = z.strictObject({
  citizenships: z.array(countryCode).max(10),
  taxResidencies: z
    .array(z.strictObject({ country: countryCode, tin: z.string().trim().max(40).optional() }))
    .max(10),
  usPerson: z.boolean(),
  pep: z.strictObject({
    isPep: z.boolean(),
    role: z.enum(PEP_ROLES).optional(),
    relation: z.enum(PEP_RELATIONS).optional(),
  }),
  occupation: z.enum(OCCUPATIONS),
  annualIncome: z.enum(INCOME_BANDS),
  sourceOfFunds: z.array(z.enum(SOURCES_OF_FUNDS)).max(SOURCES_OF_FUNDS.length),
  purposes: z.array(z.enum(PURPOSES)).max(PURPOSES.length),
  expectedYearlyDeposits: z.enum(DEPOSIT_BANDS),
});

export const kycResultSchema = z.object({
  status: z.enum(KYC_STATUSES),
  reason: z.enum(KYC_REASONS).optional(),
  nextReviewAt: z.string().nullable(),
  refreshDue: z.boolean(),
});
export type KycResult = z.infer<typeof kycResultSchema>;

export const kycViewSchema = z.object({
  answers: kycAnswersSchema.nullable(),
  result: kycResultSchema.nullable(),
  residence: z.string(),
  /** The account approval opens, whose terms the prospect accepts with the answers; null once one is held. */
  firstAccount: z.object({ accountType: z.enum(API_ACCOUNT_TYPES), termsVersion: z.string() }).nullable(),
});

export const myKyc = endpoint({
  method: 'GET',
  path: '/api/customer/kyc',
  summary: 'My KYC answers and what became of them',
  tags: ['customer'],
  auth: 'session',
  success: { status: 200, body: kycViewSchema },
  errors: [],
});

export const answerKyc = endpoint({
  method: 'PUT',
  path: '/api/customer/kyc',
  summary:
    'Answer (or update) the KYC questionnaire: APPROVED at once, IN_REVIEW for a PEP or a non-resident, REFUSED for a US person or a minor',
  tags: ['customer'],
  auth: 'session',
  // A prospect accepts the terms of the first account here too (`firstAccount` of the GET).
  body: kycAnswersSchema.extend({
    acceptTerms: z.boolean().optional(),
    termsVersion: z.string().max(40).optional(),
  }),
  success: { status: 200, body: kycResultSchema },
  errors: ['KYC_INCOMPLETE', 'EID_REQUIRED', 'TERMS_NOT_ACCEPTED', 'STEP_UP_REQUIRED'],
});

export const identitySchema = z.object({
  country: z.string(),
  method: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  birthDate: z.string(),
  /** Shown with the last four digits only. */
  personalNumber: z.string(),
  address: z
    .object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() })
    .nullable(),
});

export type EidIdentity = z.infer<typeof identitySchema>;

export const prospectSchema = z.object({
  prospectId: z.string(),
  status: z.enum(['PROSPECT', 'IN_REVIEW', 'REFUSED', 'CUSTOMER']),
  identity: identitySchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

const prospectParams = z.object({ prospectId: z.uuid() });

export const prospect = endpoint({
  method: 'GET',
  path: '/api/prospects/:prospectId',
  summary: 'A prospect: what the eID proved, prefilled for the customer information step',
  tags: ['customer'],
  auth: 'session',
  params: prospectParams,
  success: { status: 200, body: prospectSchema },
  errors: ['NOT_FOUND'],
});

const contactSchema = z.strictObject({
  email: z.email().max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'a phone number')
    .optional(),
});

export const confirmCustomerInformation = endpoint({
  method: 'PUT',
  path: '/api/prospects/:prospectId/customer-information',
  summary: 'The prospect confirms the identity data and gives contact details',
  tags: ['customer'],
  auth: 'session',
  params: prospectParams,
  body: contactSchema,
  success: { status: 200, body: prospectSchema },
  errors: ['NOT_FOUND'],
});

export const myProfile = endpoint({
  method: 'GET',
  path: '/api/customer/profile',
  summary: 'My personal details: from the eID, and the contact details I gave',
  tags: ['customer'],
  auth: 'session',
  success: {
    status: 200,
    body: z.object({
      identity: identitySchema.nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  },
  errors: [],
});

export const changeContactDetails = endpoint({
  method: 'PUT',
  path: '/api/customer/profile/contact',
  summary: 'Change my e-mail and phone; needs an eID confirmation from the last five minutes (step-up)',
  tags: ['customer'],
  auth: 'session',
  body: contactSchema,
  success: { status: 200, body: z.object({ email: z.string().nullable(), phone: z.string().nullable() }) },
  errors: ['STEP_UP_REQUIRED'],
});

export const reviewSchema = z.object({
  userId: z.string(),
  name: z.string(),
  country: z.string(),
  birthDate: z.string().nullable(),
  reason: z.enum(KYC_REASONS).nullable(),
  submittedAt: z.string(),
  answers: kycAnswersSchema,
});

export type ComplianceReview = z.infer<typeof reviewSchema>;

export const complianceReviews = endpoint({
  method: 'GET',
  path: '/api/compliance/reviews',
  summary: 'KYC answers waiting for a compliance officer (compliance role only)',
  tags: ['compliance'],
  auth: 'session',
  success: { status: 200, body: z.array(reviewSchema) },
  errors: ['NOT_COMPLIANCE_OFFICER'],
});

export const decideReview = endpoint({
  method: 'POST',
  path: '/api/compliance/reviews/:userId/decision',
  summary: 'Approve or refuse answers in review; every decision is kept in the audit trail',
  tags: ['compliance'],
  auth: 'session',
  params: z.object({ userId: z.uuid() }),
  body: z.strictObject({ decision: z.enum(['APPROVE', 'REFUSE']), note: z.string().trim().min(1).max(1000) }),
  success: { status: 200, body: kycResultSchema },
  errors: ['NOT_COMPLIANCE_OFFICER', 'NOT_FOUND', 'REVIEW_NOT_OPEN'],
});

export const onboardingApi = {
  startEid,
  myKyc,
  answerKyc,
  prospect,
  confirmCustomerInformation,
  myProfile,
  changeContactDetails,
  complianceReviews,
  decideReview,
};
