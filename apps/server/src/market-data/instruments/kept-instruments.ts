import type { AppContext } from '../../context.ts';
import { perKey } from '../../platform/per-key.ts';
import { type InstrumentRow, instrumentById } from '../market-repo.ts';

/**
 * An instrument's reference data without `tradable`: the fields nothing writes after the universe is
 * loaded (universe.ts inserts them once; no path updates them), so a copy kept per process stays true.
 * Whether the instrument trades may change (an operator halts it, straight in the database) and no
 * change of an instrument is announced: a caller that needs it reads it afresh, in its own transaction.
 */
export type InstrumentFacts = Omit<InstrumentRow, 'tradable'>;

/**
 * How long a kept instrument is served. What is kept does not change, so this only bounds what a
 * process holds after an operator's fix of reference data straight in the database (a wrong lot size).
 */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Kept {
  facts: InstrumentFacts;
  storedAt: number;
}

const keptOf = perKey((_: AppContext) => new Map<number, Kept>());

/**
 * An instrument's reference data, kept per process (the order path's pre-trade checks need its
 * currency, type and lot size before any lock, and read them once a minute instead of once an order).
 * Null when there is no such instrument (not kept: it may be added).
 */
export async function keptInstrumentFacts(ctx: AppContext, id: number): Promise<InstrumentFacts | null> {
  const kept = keptOf(ctx);
  const now = performance.now();
  const hit = kept.get(id);
  if (hit && now - hit.storedAt <= MAX_AGE_MS) return hit.facts;
  const row = await instrumentById(ctx.db, id);
  if (!row) return null;
  const { tradable: _, ...facts } = row;
  kept.delete(id);
  kept.set(id, { facts, storedAt: now });
  if (kept.size > MAX_ENTRIES) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return facts;
}
