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
});
export type Problem = z.infer<typeof problemSchema>;
