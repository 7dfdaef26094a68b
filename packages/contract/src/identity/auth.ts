import { LOGIN_NAME_MAX, LOGIN_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@havn/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** Login names: what a customer types to log in (not the community username of spec section 5). */
export const loginNameSchema = z
  .string()
  .trim()
  .min(LOGIN_NAME_MIN)
  .max(LOGIN_NAME_MAX)
  .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, minus and underscore');

export const countrySchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 country code')
  .transform((c) => c.toLowerCase());

export const communityProfileRefSchema = z.object({
  profileId: z.string(),
  slug: z.string(),
  username: z.string(),
});

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  country: z.string(),
  communityProfile: communityProfileRefSchema.nullable(),
  role: z.enum(['customer', 'moderator', 'admin', 'support', 'compliance']),
  /** Where onboarding stands: a PROSPECT goes on to customer information and KYC. */
  customerStatus: z.enum(['PROSPECT', 'IN_REVIEW', 'REFUSED', 'CUSTOMER']),
  /** The KYC answers are due again: the web sends the customer to required-action. */
  kycRefreshDue: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Register a customer; opens one brokerage account for their country',
  tags: ['auth'],
  auth: 'public',
  body: z.strictObject({
    username: loginNameSchema,
    password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
    country: countrySchema,
    email: z.email().max(254).optional(),
    name: z.string().trim().min(1).max(100).optional(),
  }),
  success: { status: 201, body: sessionUserSchema },
  errors: ['USERNAME_TAKEN', 'WEAK_PASSWORD', 'RATE_LIMITED'],
});

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Log in; sets a fresh session cookie',
  tags: ['auth'],
  auth: 'public',
  body: z.strictObject({
    username: z.string().trim().min(1).max(LOGIN_NAME_MAX),
    password: z.string().min(1).max(PASSWORD_MAX),
  }),
  success: { status: 200, body: sessionUserSchema },
  errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Log out; the session is dead from now on',
  tags: ['auth'],
  auth: 'optional',
  success: { status: 204, body: z.null() },
  errors: [],
});

export const session = endpoint({
  method: 'GET',
  path: '/api/auth/session',
  summary: 'Who am I',
  tags: ['auth'],
  auth: 'session',
  success: { status: 200, body: sessionUserSchema },
  errors: [],
});
