import { randomBytes } from 'node:crypto';

/** A readable, unique URL slug for a content item: the first words plus a short random suffix. */
export function contentUrlSafe(message: string): string {
  const words = message
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'post'}-${randomBytes(4).toString('hex')}`;
}
