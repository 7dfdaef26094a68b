import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { COMMUNITY } from './common.ts';

/**
 * Whether this server translates community content at all. With `TRANSLATION_PROVIDER=none` (the
 * default of `npm start`) it does not, and the web says so instead of offering a switch that does
 * nothing.
 */
export const translationStatusSchema = z.object({ available: z.boolean() });
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

export const translationApi = {
  status: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/translation`,
    summary: 'Whether machine translation of community content is switched on on this server',
    tags: ['community: settings'],
    auth: 'public',
    success: { status: 200, body: translationStatusSchema },
    errors: [],
  }),
} as const;
