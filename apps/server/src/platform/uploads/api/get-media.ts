import { api } from '@havn/contract';
import { AppError } from '../../errors.ts';
import { route } from '../../route.ts';
import { isSafeStorageKey } from '../../storage/storage.ts';

/** What we store; anything else in a bucket is served as bytes a browser will not interpret. */
const IMAGE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/gif']);

/**
 * An uploaded image. A key names one immutable image (a new upload gets a new key), so it is cached
 * for a year; nosniff and a CSP of `default-src 'none'` keep a browser from ever running it as a page.
 */
export const getMediaRoute = route(api.platform.media, async ({ ctx, params, reply }) => {
  const stored = isSafeStorageKey(params.key) ? await ctx.storage.get(params.key) : null;
  if (!stored) throw new AppError('NOT_FOUND', 'No such image.');
  reply
    .type(IMAGE_TYPES.has(stored.contentType) ? stored.contentType : 'application/octet-stream')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(stored.body);
  return undefined;
});
