/**
 * Profile slugs: URL-safe, lower-case ASCII from the username (`Nordic Value` → `nordic-value`,
 * `Øystein Ærø` → `oystein-aero`), unique among profiles by a numeric suffix (`-2`, `-3`, …).
 */

/** Slugs a profile may never have: static paths beside `GET /profiles/:slug` that would shadow it. */
export const RESERVED_PROFILE_SLUGS: ReadonlySet<string> = new Set(['me', 'validate-username']);

/** A username without a single Latin letter or digit (Greek, say) still needs a slug. */
const FALLBACK_SLUG = 'member';

export function profileSlugBase(username: string): string {
  const folded = username
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('ß', 'ss')
    .replaceAll('đ', 'd')
    .replaceAll('ł', 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || FALLBACK_SLUG;
}

/**
 * The first free slug for a base: the base itself, else base-2, base-3 … skipping `taken` and the
 * reserved words. `taken` holds the existing slugs that start with the base.
 */
export function firstFreeProfileSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED_PROFILE_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate) && !RESERVED_PROFILE_SLUGS.has(candidate)) return candidate;
  }
}
