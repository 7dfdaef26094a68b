import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * Uploaded images (avatars, group logos), re-encoded by the server and stored under random keys. A
 * key names one immutable image, so the response may be cached for a year.
 */
export const mediaKeyParams = z.object({
  // Not pattern-checked here: an unknown or unsafe key is a 404, never a 400 that tells keys apart.
  key: z.string().max(200),
});

export const getMedia = endpoint({
  method: 'GET',
  path: '/api/media/:key',
  summary: 'An uploaded image: the stored bytes with their image content type, cacheable for a year',
  tags: ['media'],
  auth: 'public',
  params: mediaKeyParams,
  success: { status: 200, body: z.string().describe('The image bytes (image/webp for new uploads)') },
  errors: ['NOT_FOUND'],
});

/** The media calls: read one uploaded image. Uploads themselves arrive with the feature's own form. */
export const mediaApi = { get: getMedia } as const;
