/**
 * The letters of an instrument's monogram tile, shown while it has no logo: the ticker's first word
 * ("VOLV B" → "VOLV", "NOVO-B" → "NOVO"), at most four letters so it fits a 32 px tile; from the name's
 * initials when the ticker has no letters.
 */
export function monogramLetters(symbol: string, name: string): string {
  const ticker = symbol.toUpperCase().split(/[^\p{L}\p{N}]+/u)[0] ?? '';
  if (ticker) return ticker.slice(0, 4);
  const initials = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .join('');
  return initials.slice(0, 2).toUpperCase() || '?';
}

/** One of the tile tones, the same for a ticker on every screen. */
export function monogramTone(symbol: string, tones: number): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % tones;
}
