/**
 * The one way Havn turns a name into a URL slug (members, groups, instruments, content): lower-case
 * ASCII with Nordic and German letters folded (`Øystein Ærø` → `oystein-aero`, `Straße` → `strasse`),
 * runs of anything else as one `-`.
 */
export function urlSlug(text: string, options: { fallback: string; maxLength?: number }): string {
  const folded = text
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
    .slice(0, options.maxLength ?? Number.POSITIVE_INFINITY)
    .replace(/^-+|-+$/g, '');
  return slug || options.fallback;
}

/**
 * The first free slug for a base: the base itself, else base-2, base-3 … skipping `taken` (existing
 * slugs that start with the base) and `reserved` (static paths that would shadow the slug).
 */
export function firstFreeSlug(
  base: string,
  taken: ReadonlySet<string>,
  reserved: ReadonlySet<string>,
): string {
  if (!taken.has(base) && !reserved.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate) && !reserved.has(candidate)) return candidate;
  }
}
