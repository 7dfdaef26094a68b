import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext } from '../../context.ts';
import type { InstrumentType } from '../market-repo.ts';
import { instrumentSlug } from './slug.ts';
import { hasInstruments, insertUniverse, type RegionAllocation } from './universe-repo.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'universe');

interface UniverseInstrument {
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

/**
 * Loads the shipped instrument universe, market indicators and curated lists into an empty database.
 * Reference data, not demo data: every database gets it, in one transaction.
 */
export async function loadInstrumentUniverse(ctx: AppContext): Promise<boolean> {
  if (await hasInstruments(ctx.db)) return false;
  const universe = readJson<UniverseInstrument[]>('instruments.json');
  const indicators = readJson<UniverseIndicator[]>('indicators.json');
  const lists = readJson<UniverseCuratedList[]>('curated-lists.json');
  const now = ctx.clock.now();

  const slugs = new Set<string>();
  const rows = universe.map((i) => {
    let slug = instrumentSlug(i.name);
    if (slugs.has(slug)) slug = `${slug}-${i.market.toLowerCase()}`;
    slugs.add(slug);
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
      createdAt: now,
    };
  });

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
