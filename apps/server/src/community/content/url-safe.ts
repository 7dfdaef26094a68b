import { randomBytes } from 'node:crypto';
import { urlSlug } from '@havn/domain';

/** A readable, unique URL slug for a content item: the first words plus a short random suffix. */
export function contentUrlSafe(message: string): string {
  return `${urlSlug(message, { fallback: 'post', maxLength: 60 })}-${randomBytes(4).toString('hex')}`;
}
