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
  const folded = name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('ß', 'ss')
    .replaceAll('đ', 'd')
    .replaceAll('ł', 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = folded
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/**
 * The first free slug for a base: the base itself, else base-2, base-3 … skipping `taken` and the
 * reserved words. `taken` holds the existing slugs that start with the base.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED_GROUP_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate) && !RESERVED_GROUP_SLUGS.has(candidate)) return candidate;
  }
}
