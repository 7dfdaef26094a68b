/**
 * Seeded randomness for the market simulator. Nothing here keeps state between calls: every random
 * number is drawn from a generator seeded by a hash of *what it is for* (the simulator's seed, an
 * instrument, a purpose, a day or a 5-second bucket), so a price is a pure function of those and two
 * processes — or a restart — draw the same numbers.
 */

/** FNV-1a over UTF-16 code units, finished with murmur3's avalanche: a 32-bit key for a string. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** murmur3's finalizer: every input bit flips about half the output bits. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Combines 32-bit keys and integers (days, buckets, negative ones too) into one well-mixed key. */
export function hashKeys(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Integers beyond 32 bits (bucket numbers are ~3.6e8, fine; be safe anyway): fold the high part in.
    const low = part | 0;
    const high = Math.floor(part / 4294967296) | 0;
    h = fmix32(h ^ Math.imul(low, 0xcc9e2d51));
    h = fmix32(h + Math.imul(high, 0x1b873593) + 0x6b43a9b5);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast 32-bit generator; the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number in [0, 1) for a key. */
export function uniformAt(key: number): number {
  return mulberry32(key)();
}

/** A standard normal number for a key (Box–Muller on two draws of the key's generator). */
export function normalAt(key: number): number {
  const next = mulberry32(key);
  const u1 = 1 - next(); // (0, 1]: log stays finite
  const u2 = next();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** What a draw is for: one stream of numbers per purpose, so purposes never share numbers. */
export const STREAMS = {
  factor: 1,
  idiosyncratic: 2,
  gap: 3,
  daySegment: 4,
  nightSegment: 5,
  volume: 6,
  trade: 7,
  tradeSize: 8,
  profile: 9,
  calendar: 10,
  depth: 11,
} as const;
