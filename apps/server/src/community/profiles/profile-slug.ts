import { firstFreeSlug, urlSlug } from '@havn/domain';

/**
 * Profile slugs: URL-safe, lower-case ASCII from the username (`Nordic Value` → `nordic-value`,
 * `Øystein Ærø` → `oystein-aero`), unique among profiles by a numeric suffix (`-2`, `-3`, …).
 */

/** Slugs a profile may never have: static paths beside `GET /profiles/:slug` that would shadow it. */
export const RESERVED_PROFILE_SLUGS: ReadonlySet<string> = new Set(['me', 'validate-username']);

/** A username without a single Latin letter or digit (Greek, say) still needs a slug. */
const FALLBACK_SLUG = 'member';

export function profileSlugBase(username: string): string {
  return urlSlug(username, { fallback: FALLBACK_SLUG });
}

/**
 * The first free slug for a base: the base itself, else base-2, base-3 … skipping `taken` and the
 * reserved words. `taken` holds the existing slugs that start with the base.
 */
export function firstFreeProfileSlug(base: string, taken: ReadonlySet<string>): string {
  return firstFreeSlug(base, taken, RESERVED_PROFILE_SLUGS);
}
