import { firstFreeSlug as firstFreeSlugOf, urlSlug } from '@havn/domain';

/**
 * Group slugs: URL-safe, lower-case ASCII from the name (`Fjord Investors` → `fjord-investors`,
 * `Ørsted fans` → `orsted-fans`), unique among groups by a numeric suffix (`-2`, `-3`, …).
 */

/** Slugs a group may never have: static paths beside `GET /groups/:slug` that would shadow it. */
export const RESERVED_GROUP_SLUGS: ReadonlySet<string> = new Set(['widget', 'validate-name']);

/** Long names make long links; the suffix still fits after this many characters. */
const SLUG_BASE_MAX = 60;

/** A name without a single Latin letter or digit (only emoji, say) still needs a slug. */
const FALLBACK_SLUG = 'group';

export function groupSlugBase(name: string): string {
  return urlSlug(name, { fallback: FALLBACK_SLUG, maxLength: SLUG_BASE_MAX });
}

/**
 * The first free slug for a base: the base itself, else base-2, base-3 … skipping `taken` and the
 * reserved words. `taken` holds the existing slugs that start with the base.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  return firstFreeSlugOf(base, taken, RESERVED_GROUP_SLUGS);
}
