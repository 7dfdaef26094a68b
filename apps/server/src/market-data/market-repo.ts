import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Db } from '../db/client.ts';
import { type InstrumentType, instruments } from '../db/schema/instruments.ts';

export { INSTRUMENT_TYPES, type InstrumentType } from '../db/schema/instruments.ts';

import { marketIndicators } from '../db/schema/market-indicators.ts';

/** The reference data the market endpoints read: instruments and indicators, rows not views. */

export type InstrumentRow = typeof instruments.$inferSelect;
export type IndicatorRow = typeof marketIndicators.$inferSelect;

export async function instrumentById(db: Db, id: number): Promise<InstrumentRow | null> {
  const [row] = await db.select().from(instruments).where(eq(instruments.id, id)).limit(1);
  return row ?? null;
}

export function instrumentsByIds(db: Db, ids: readonly number[]): Promise<InstrumentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(instruments)
    .where(inArray(instruments.id, [...ids]))
    .orderBy(asc(instruments.id));
}

/** Names and currencies of instruments by id, one query whatever the count (one array parameter). */
export function instrumentBasicsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Pick<InstrumentRow, 'id' | 'name' | 'currency'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: instruments.id, name: instruments.name, currency: instruments.currency })
    .from(instruments)
    .where(anyOf(instruments.id, ids));
}

export interface InstrumentFilter {
  types: readonly InstrumentType[];
  markets?: readonly string[] | undefined;
  sector?: string | undefined;
  tradable?: boolean | undefined;
}

/** Every instrument of some types, filtered; a list holds a few hundred at most, so no paging here. */
export function instrumentsWhere(db: Db, filter: InstrumentFilter): Promise<InstrumentRow[]> {
  const where: SQL[] = [inArray(instruments.type, [...filter.types])];
  if (filter.markets) where.push(inArray(instruments.market, [...filter.markets]));
  if (filter.sector !== undefined) where.push(eq(instruments.sector, filter.sector));
  if (filter.tradable !== undefined) where.push(eq(instruments.tradable, filter.tradable));
  return db
    .select()
    .from(instruments)
    .where(and(...where))
    .orderBy(asc(instruments.id));
}

export async function indicatorBySymbol(db: Db, symbol: string): Promise<IndicatorRow | null> {
  const [row] = await db.select().from(marketIndicators).where(eq(marketIndicators.symbol, symbol)).limit(1);
  return row ?? null;
}

export function indicatorsOfCountry(db: Db, country: string): Promise<IndicatorRow[]> {
  return db
    .select()
    .from(marketIndicators)
    .where(and(eq(marketIndicators.country, country), eq(marketIndicators.kind, 'INDEX')))
    .orderBy(asc(marketIndicators.symbol));
}

/** The whole universe, in id order (the universe lists each index's members first). */
export function allInstruments(db: Db): Promise<InstrumentRow[]> {
  return db.select().from(instruments).orderBy(asc(instruments.id));
}

export async function allInstrumentIds(db: Db): Promise<number[]> {
  return (await db.select({ id: instruments.id }).from(instruments)).map((r) => r.id);
}

export function allIndicators(db: Db): Promise<IndicatorRow[]> {
  return db.select().from(marketIndicators);
}

export function indicatorsBySymbols(db: Db, symbols: readonly string[]): Promise<IndicatorRow[]> {
  if (symbols.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(marketIndicators)
    .where(inArray(marketIndicators.symbol, [...symbols]));
}
