import { dec } from './decimal.ts';

/**
 * The author's position in an instrument when they post about it (spec: every post or comment about an
 * instrument carries it, never amounts): holds it, bought in the last 30 days, sold it, or none.
 */
export const AUTHOR_POSITIONS = ['HOLDS', 'BOUGHT_RECENTLY', 'SOLD', 'NONE'] as const;
export type AuthorPosition = (typeof AUTHOR_POSITIONS)[number];

/** "Bought recently" means a buy in this many days before posting. */
export const BOUGHT_RECENTLY_DAYS = 30;

export interface AuthorPositionFacts {
  /** Units held at posting time, over all the member's accounts. */
  heldVolume: string;
  /** The member's last buy of the instrument at or before posting time, or null. */
  lastBuyAt: Date | null;
  /** Whether the member ever held the instrument before posting. */
  everHeld: boolean;
}

/**
 * Holding and a buy in the last 30 days: BOUGHT_RECENTLY (the more telling disclosure); holding: HOLDS;
 * held it once but not now: SOLD; never: NONE.
 */
export function authorPosition(facts: AuthorPositionFacts, now: Date): AuthorPosition {
  if (dec(facts.heldVolume).greaterThan(0)) {
    const recentFrom = now.getTime() - BOUGHT_RECENTLY_DAYS * 24 * 60 * 60 * 1000;
    if (
      facts.lastBuyAt &&
      facts.lastBuyAt.getTime() >= recentFrom &&
      facts.lastBuyAt.getTime() <= now.getTime()
    ) {
      return 'BOUGHT_RECENTLY';
    }
    return 'HOLDS';
  }
  return facts.everHeld ? 'SOLD' : 'NONE';
}
