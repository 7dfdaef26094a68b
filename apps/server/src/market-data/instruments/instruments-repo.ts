import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curatedLists } from '../../db/schema/curated-lists.ts';
import { type InstrumentType, instruments } from '../../db/schema/instruments.ts';
import { marketIndicators } from '../../db/schema/market-indicators.ts';

export type InstrumentRow = typeof instruments.$inferSelect;

export interface InstrumentSearch {
  /** Words of a name, a symbol or an ISIN; `*` matches anything; empty lists everything. */
  query: string;
  limit: number;
  offset: number;
  tradable?: boolean | undefined;
  types?: InstrumentType[] | undefined;
}

function likePattern(query: string): string {
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '%');
  return escaped.includes('%') ? escaped : `%${escaped}%`;
}

/** A page of instruments and the total number of hits, in one round trip. */
export async function searchInstruments(
  db: Db,
  search: InstrumentSearch,
): Promise<{ total: number; rows: InstrumentRow[] }> {
  const filters: SQL[] = [];
  const query = search.query.trim();
  if (query && query !== '*') {
    const pattern = likePattern(query);
    filters.push(
      or(
        ilike(instruments.name, pattern),
        ilike(instruments.symbol, pattern),
        ilike(instruments.isin, pattern),
      )!,
    );
  }
  if (search.tradable !== undefined) filters.push(eq(instruments.tradable, search.tradable));
  if (search.types?.length) filters.push(inArray(instruments.type, search.types));
  const rows = await db
    .select({ instrument: instruments, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(instruments)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(instruments.id))
    .limit(search.limit)
    .offset(search.offset);
  const total = rows[0]?.total ?? (search.offset > 0 ? await countInstruments(db, filters) : 0);
  return { total, rows: rows.map((r) => r.instrument) };
}

async function countInstruments(db: Db, filters: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(instruments)
    .where(filters.length ? and(...filters) : undefined);
  return row?.n ?? 0;
}

export function listIndicators(db: Db) {
  return db.select().from(marketIndicators).orderBy(asc(marketIndicators.symbol));
}

export async function listCuratedListIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: curatedLists.id })
    .from(curatedLists)
    .orderBy(asc(curatedLists.position));
  return rows.map((r) => r.id);
}

/** One instrument by numeric id or by URL slug; null when there is none. */
export async function instrumentByIdOrSlug(db: Db, idOrSlug: string): Promise<InstrumentRow | null> {
  const id = /^[0-9]{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const [row] = await db
    .select()
    .from(instruments)
    .where(id !== null ? eq(instruments.id, id) : eq(instruments.slug, idOrSlug))
    .limit(1);
  return row ?? null;
}
