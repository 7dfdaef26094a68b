/** A URL-safe slug for an instrument name: `Novo Nordisk B` → `novo-nordisk-b`, `Ørsted` → `orsted`. */
export function instrumentSlug(name: string): string {
  const folded = name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'instrument';
}
