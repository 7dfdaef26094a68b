import unhomoglyph from 'unhomoglyph';

// Its own module, kept out of the domain's index: the confusables table behind it is about 90 KB that
// only the server needs (the uniqueness of names); the browser's checks of a name do without it.
/**
 * The UTS #39 skeleton of a name, case- and whitespace-insensitive: two names with the same skeleton
 * look alike, so only one of them may exist.
 */
export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase().normalize('NFD');
  return unhomoglyph(folded).normalize('NFD').toLowerCase();
}
