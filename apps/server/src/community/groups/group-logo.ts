import type { AppContext } from '../../context.ts';
import { discardUpload, mediaUri } from '../../platform/uploads/image-upload.ts';

/**
 * Group logos are uploads stored by `readImageForm`; a group keeps only the logo's uri. The key is
 * the uri's last segment, trusted only when it maps back to exactly that uri (an uri set some
 * other way, such as seeded data, is left alone).
 */
export function logoKeyOf(logoUri: string | null): string | null {
  if (!logoUri) return null;
  const last = logoUri.slice(logoUri.lastIndexOf('/') + 1);
  let key: string;
  try {
    key = decodeURIComponent(last);
  } catch {
    return null;
  }
  return key && mediaUri(key) === logoUri ? key : null;
}

/**
 * Removes a logo that no group shows any more. Best effort, after the commit: a leftover file costs
 * disk space, never correctness, so a storage hiccup does not fail the request that replaced it.
 */
export async function discardLogo(ctx: AppContext, logoUri: string | null): Promise<void> {
  const key = logoKeyOf(logoUri);
  if (!key) return;
  try {
    await discardUpload(ctx, key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'could not discard a replaced group logo');
  }
}
