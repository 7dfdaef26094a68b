import { randomUUID } from 'node:crypto';
import { urlSlug } from '@havn/domain';

/**
 * A readable, unique URL slug for a content item: the first words plus a short random suffix. The
 * suffix is eight hex digits of a random UUID's first group (all random bits): Node draws UUIDs from a
 * buffer of entropy, where `randomBytes(4)` asked the system for four bytes on every post.
 */
export function contentUrlSafe(message: string): string {
  return `${urlSlug(message, { fallback: 'post', maxLength: 60 })}-${randomUUID().slice(0, 8)}`;
}
