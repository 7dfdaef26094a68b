import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FundCategory } from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import type { InstrumentType } from '../market-repo.ts';
import { instrumentSlug } from './slug.ts';
import {
  fillFundFacts,
  hasInstruments,
  insertMissingInstruments,
  insertUniverse,
  type RegionAllocation,
  storedUniverseKeys,
} from './universe-repo.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'universe');

export interface UniverseInstrument {
  symbol: string;
  name: string;
  isin: string;
  type: InstrumentType;
  market: string;
  currency: string;
  country: string;
  sector: string;
  tradable: boolean;
  lotSize: number;
  price: string;
  allocation: RegionAllocation[] | null;
  /** A fund's facts from its key information document (funds only). */
  fund?: { category: FundCategory; riskIndicator: number; ongoingCharge: string };
}
interface UniverseIndicator {
  symbol: string;
  name: string;
  country: string | null;
  kind: 'INDEX' | 'FX' | 'COMMODITY';
  value: string;
}
interface UniverseCuratedList {
  id: string;
  names: Record<string, string>;
  symbols: string[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
}

/** An instrument of the shipped file as a row, under `slug`. */
function instrumentRow(i: UniverseInstrument, slug: string, now: Date) {
  return {
    symbol: i.symbol,
    name: i.name,
    isin: i.isin,
    type: i.type,
    market: i.market,
    currency: i.currency,
    country: i.country,
    sector: i.sector,
    tradable: i.tradable,
    lotSize: i.lotSize,
    referencePrice: i.price,
    slug,
    allocation: i.allocation,
    ...fundFactsOf(i),
    createdAt: now,
  };
}

function fundFactsOf(i: UniverseInstrument) {
  return {
    fundCategory: i.fund?.category ?? null,
    riskIndicator: i.fund?.riskIndicator ?? null,
    ongoingCharge: i.fund?.ongoingCharge ?? null,
  };
}

/** The instrument's slug: its name's, or with its market when another instrument has that one. */
function uniqueSlug(i: UniverseInstrument, taken: Set<string>): string {
  let slug = instrumentSlug(i.name);
  if (taken.has(slug)) slug = `${slug}-${i.market.toLowerCase()}`;
  taken.add(slug);
  return slug;
}

/**
 * Loads the shipped instrument universe, market indicators and curated lists into an empty database.
 * Reference data, not demo data: every database gets it, in one transaction. A database loaded before
 * gets what was shipped since (topUpInstrumentUniverse); it answers false.
 */
export async function loadInstrumentUniverse(ctx: AppContext): Promise<boolean> {
  const universe = readJson<UniverseInstrument[]>('instruments.json');
  if (await hasInstruments(ctx.db)) {
    await topUpInstrumentUniverse(ctx, universe);
    return false;
  }
  const indicators = readJson<UniverseIndicator[]>('indicators.json');
  const lists = readJson<UniverseCuratedList[]>('curated-lists.json');
  const now = ctx.clock.now();

  const slugs = new Set<string>();
  const rows = universe.map((i) => instrumentRow(i, uniqueSlug(i, slugs), now));

  await insertUniverse(ctx.db, {
    instruments: rows,
    indicators,
    lists: lists.map((l) => ({ id: l.id, names: l.names, symbols: l.symbols })),
  });
  ctx.log.info(
    `loaded ${rows.length} instruments, ${indicators.length} indicators, ${lists.length} curated lists`,
  );
  return true;
}

/**
 * What the shipped file has that a database loaded from an older one lacks: instruments added to the
 * end of the file (by ISIN), and the fund facts of funds stored without them. Nothing stored is
 * changed otherwise; indicators and curated lists are as first loaded.
 */
async function topUpInstrumentUniverse(ctx: AppContext, universe: readonly UniverseInstrument[]) {
  const stored = await storedUniverseKeys(ctx.db);
  const byIsin = new Map(stored.map((s) => [s.isin, s]));
  const slugs = new Set(stored.map((s) => s.slug));
  const now = ctx.clock.now();
  const missing = universe.filter((i) => !byIsin.has(i.isin));
  await insertMissingInstruments(
    ctx.db,
    missing.map((i) => instrumentRow(i, uniqueSlug(i, slugs), now)),
  );
  const withoutFacts = universe.filter((i) => i.fund && byIsin.get(i.isin)?.hasFundFacts === false);
  for (const i of withoutFacts) await fillFundFacts(ctx.db, i.isin, fundFactsOf(i));
  if (missing.length + withoutFacts.length > 0) {
    ctx.log.info(
      `universe topped up: ${missing.length} instruments added, ${withoutFacts.length} funds given their facts`,
    );
  }
}
