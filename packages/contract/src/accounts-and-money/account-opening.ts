import {
  API_ACCOUNT_TYPES,
  DEPOSIT_CAP_KINDS,
  INSTRUMENT_TYPES,
  TAX_TREATMENTS,
} from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { isVisibleText, VISIBLE_NAME } from '../input.ts';
import { ACCOUNTS, accidParams, accountSchema, moneyStringSchema } from './accounts.ts';

/**
 * Account types and opening another account (api.md, Customers and accounts). Opening accepts the
 * account's terms: the version shown is sent back, and the server records it with the time.
 */
export const accountTypeSchema = z.object({
  accountType: z.enum(API_ACCOUNT_TYPES),
  country: z.string().length(2),
  currency: z.string().length(3),
  onePerPerson: z.boolean(),
  /**
   * What may be paid in (api.md `{amount, currency, period}`): a yearly or a lifetime figure; `kind`
   * says how it counts (a yearly room from the year-end value, lifetime net deposits, a pension's
   * yearly contributions).
   */
  depositCap: z
    .object({
      amount: moneyStringSchema,
      currency: z.string().length(3),
      period: z.enum(['YEAR', 'LIFETIME']),
      kind: z.enum(DEPOSIT_CAP_KINDS),
    })
    .optional(),
  /** CUSTOMER, or EMPLOYER when only an employer pays in (an occupational pension, an EPK). */
  paidInBy: z.enum(['CUSTOMER', 'EMPLOYER']),
  /** Pension accounts: the age from which it pays out; nothing leaves it before. */
  payoutAge: z.number().int().optional(),
  eligibleInstrumentTypes: z.array(z.enum(INSTRUMENT_TYPES)),
  /** null: issuers from anywhere; otherwise their countries (the ASK: the EEA). */
  eligibleCountries: z.array(z.string()).nullable(),
  taxTreatment: z.enum(TAX_TREATMENTS),
  termsVersion: z.string(),
  /** The customer already holds one and may hold only one. */
  alreadyHeld: z.boolean(),
});
export type AccountTypeView = z.infer<typeof accountTypeSchema>;

export const accountOpeningApi = {
  accountTypes: endpoint({
    method: 'GET',
    path: '/api/account-types',
    summary: 'The account types offered to me, with their rules',
    tags: ['accounts'],
    auth: 'session',
    success: { status: 200, body: z.array(accountTypeSchema) },
    errors: [],
  }),
  openAccount: endpoint({
    method: 'POST',
    path: ACCOUNTS,
    summary:
      'Open another account, accepting its terms (the version shown) with an eID confirmation from the last five minutes (step-up)',
    tags: ['accounts'],
    auth: 'session',
    body: z.object({
      accountType: z.enum(API_ACCOUNT_TYPES),
      alias: z.string().trim().min(1).max(40).refine(isVisibleText, VISIBLE_NAME).optional(),
      termsVersion: z.string().max(40),
      acceptTerms: z.literal(true),
    }),
    success: { status: 201, body: accountSchema },
    errors: ['ONE_PER_PERSON', 'NOT_OFFERED', 'TERMS_NOT_ACCEPTED', 'STEP_UP_REQUIRED'],
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: `${ACCOUNTS}/:accid`,
    summary: "Change an account's alias, or make it my default account",
    tags: ['accounts'],
    auth: 'session',
    params: accidParams,
    body: z.object({
      alias: z
        .string()
        .trim()
        .max(40)
        .refine((alias) => alias === '' || isVisibleText(alias), VISIBLE_NAME)
        .nullable()
        .optional(),
      isDefault: z.literal(true).optional(),
    }),
    success: { status: 200, body: accountSchema },
    errors: ['NOT_FOUND'],
  }),
} as const;
