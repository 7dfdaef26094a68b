import { urlSlug } from '@havn/domain';

/** A URL-safe slug for an instrument name: `Novo Nordisk B` → `novo-nordisk-b`, `Ørsted` → `orsted`. */
export function instrumentSlug(name: string): string {
  return urlSlug(name, { fallback: 'instrument' });
}
