import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curatedListItems, curatedLists } from '../../db/schema/curated-lists.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { marketIndicators } from '../../db/schema/market-indicators.ts';

/** The reference data tables as one aggregate: instruments, market indicators and curated lists. */

export type { RegionAllocation } from '../../db/schema/instruments.ts';

export async function hasInstruments(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(instruments);
  return (existing?.n ?? 0) > 0;
}

export interface UniverseRows {
  instruments: (typeof instruments.$inferInsert)[];
  indicators: (typeof marketIndicators.$inferInsert)[];
  /** Each list names its instruments as `MARKET:SYMBOL`, resolved to ids once they are inserted. */
  lists: { id: string; names: (typeof curatedLists.$inferInsert)['names']; symbols: readonly string[] }[];
}

/** Loads the whole universe in one transaction: all of it or none. */
export async function insertUniverse(db: Db, universe: UniverseRows): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(instruments)
      .values(universe.instruments)
      .returning({ id: instruments.id, market: instruments.market, symbol: instruments.symbol });
    const idOf = new Map(inserted.map((r) => [`${r.market}:${r.symbol}`, r.id]));
    await tx.insert(marketIndicators).values(universe.indicators);
    await tx
      .insert(curatedLists)
      .values(universe.lists.map((l, position) => ({ id: l.id, names: l.names, position })));
    const items = universe.lists.flatMap((l) =>
      l.symbols.flatMap((key, position) => {
        const instrumentId = idOf.get(key);
        return instrumentId ? [{ listId: l.id, instrumentId, position }] : [];
      }),
    );
    if (items.length) await tx.insert(curatedListItems).values(items);
  });
}

/** Every stored instrument's ISIN and slug, and whether it has its fund facts: what a top-up compares. */
export function storedUniverseKeys(db: Db): Promise<{ isin: string; slug: string; hasFundFacts: boolean }[]> {
  return db
    .select({
      isin: instruments.isin,
      slug: instruments.slug,
      hasFundFacts: sql<boolean>`${instruments.fundCategory} IS NOT NULL`,
    })
    .from(instruments);
}

/**
 * Adds instruments shipped after the universe was loaded. One that another process added meanwhile
 * (the same ISIN, slug or market and symbol) is left as it is.
 */
export async function insertMissingInstruments(
  db: Db,
  rows: readonly (typeof instruments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insert(instruments)
      .values([...rows])
      .onConflictDoNothing();
}

/** Gives a stored fund the facts it was loaded without (fund facts came after the first universe). */
export async function fillFundFacts(
  db: Db,
  isin: string,
  facts: Pick<typeof instruments.$inferInsert, 'fundCategory' | 'riskIndicator' | 'ongoingCharge'>,
): Promise<void> {
  await db
    .update(instruments)
    .set(facts)
    .where(and(eq(instruments.isin, isin), isNull(instruments.fundCategory)));
}
