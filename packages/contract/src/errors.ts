import { z } from 'zod';

/**
 * Every error code the API can answer with (api.md: stable UPPER_SNAKE identifiers). The web app maps
 * each to a localized message in the `errors` catalog namespace; a test keeps the two in step.
 */
export const ERROR_CODES = [
  // generic
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // auth
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'WEAK_PASSWORD',
  // site
  'INVALID_TLD',
  // community
  'EDIT_WINDOW_CLOSED',
  'TEXT_TOO_LONG',
  'TEXT_EMPTY',
  'CONTROL_CHARACTERS',
  'POLL_HAS_VOTES',
  'CONTENT_DELETED',
  'CLASSIC_CONTENT',
  'REPLY_PARENT_NOT_COMMENT',
  'COMMENT_PARENT_INVALID',
  'PARENT_NOT_FOUND',
  'NOT_AUTHOR',
  'GROUP_NAME_TAKEN',
  'GROUP_NAME_INVALID',
  'NOT_GROUP_CREATOR',
  'FILE_TOO_LARGE',
  'INVALID_FILE_FORMAT',
  'POLL_ENDED',
  'ALREADY_VOTED',
  'INVALID_POLL',
  'INVALID_END_DATE',
  'INVALID_OPTION',
  'PROFILE_REQUIRED',
  'PROFILE_DEACTIVATED',
  'PROFILE_ALREADY_ACTIVE',
  'PROFILE_EXISTS',
  'USERNAME_INVALID',
  'TERMS_NOT_ACCEPTED',
  'INTERACTION_DISABLED',
  'ALREADY_REPORTED',
  'NOT_MODERATOR',
  'NO_CHANGES',
  'STREAM_LIMIT',
  'CANNOT_FOLLOW_SELF',
  'CANNOT_MUTE_SELF',
  // trading
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_FLIGHT',
  'INVALID_AMOUNT',
  'CURRENCY_NOT_SUPPORTED',
  'NOT_TRADABLE',
  'INVALID_LOT_SIZE',
  'PRICE_OUT_OF_BAND',
  'MARKET_CLOSED',
  'INSUFFICIENT_BUYING_POWER',
  'INSUFFICIENT_HOLDINGS',
  'REPORT_YEAR_OUT_OF_RANGE',
  'UNKNOWN_CURRENCY',
  'ORDER_NOT_OPEN',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** RFC 9457 problem details, with our stable `code` and optional per-field errors. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
