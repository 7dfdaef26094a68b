import { PRODUCT_GROUPS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** RFC 9457 problem details, with our stable `code` and optional per-field errors. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** NOT_APPROPRIATE: the product group whose knowledge test the order needs. */
  productGroup: z.enum(PRODUCT_GROUPS).optional(),
  /** DEPOSIT_CAP_EXCEEDED, CONTRIBUTION_CAP_EXCEEDED: what may still be paid in, in the account currency. */
  room: z.string().optional(),
  reason: z.string().optional(),
  /** NOT_MOVABLE, WRONG_PENSION_ACCOUNT: the insurance refused (its id at the information service). */
  insuranceId: z.string().optional(),
  /** A fund transfer's refusals: the holding refused (its id at the old provider). */
  holdingId: z.string().optional(),
  /** RETAKE_TOO_SOON: when the next attempt may start (ISO 8601). */
  retryAt: z.string().optional(),
  /** INSUFFICIENT_WITHDRAWABLE_CASH: what may be withdrawn now, in the account currency. */
  withdrawable: z.string().optional(),
  /** AMOUNT_TOO_SMALL: the smallest amount accepted, in the account currency. */
  minimum: z.string().optional(),
  /** MANDATE_MAX_EXCEEDED: the mandate's monthly maximum (AvtaleGiro). */
  max: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
