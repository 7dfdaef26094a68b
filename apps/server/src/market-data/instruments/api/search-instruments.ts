import { api, type InstrumentSearchResult } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { INSTRUMENT_TYPES, type InstrumentType } from '../../market-repo.ts';
import { type InstrumentRow, searchInstruments } from '../instruments-repo.ts';

const MARKET_NAMES: Record<string, string> = {
  XSTO: 'Nasdaq Stockholm',
  XOSL: 'Oslo Børs',
  XHEL: 'Nasdaq Helsinki',
  XCSE: 'Nasdaq Copenhagen',
  XNAS: 'Nasdaq',
  XNYS: 'New York Stock Exchange',
};

/** `is_tradable=true;instrument_type=STOCK,ETF` → filters; anything unknown is a 400, not ignored. */
export function parseFilters(value: string | undefined): { tradable?: boolean; types?: InstrumentType[] } {
  const filters: { tradable?: boolean; types?: InstrumentType[] } = {};
  for (const pair of value ? value.split(';') : []) {
    const [key, raw = ''] = pair.split('=');
    if (key === 'is_tradable' && (raw === 'true' || raw === 'false')) filters.tradable = raw === 'true';
    else if (
      key === 'instrument_type' &&
      raw.split(',').every((t) => (INSTRUMENT_TYPES as readonly string[]).includes(t))
    ) {
      filters.types = raw.split(',') as InstrumentType[];
    } else
      throw new AppError(
        'BAD_REQUEST',
        `Unknown filter ${pair}. Use is_tradable=true|false or instrument_type=…`,
      );
  }
  return filters;
}

export function presentSearchResult(row: InstrumentRow): InstrumentSearchResult {
  return {
    instrument_info: {
      instrument_id: row.id,
      name: row.name,
      symbol: row.symbol,
      isin: row.isin,
      instrument_type: row.type,
      currency: row.currency,
      tradable: row.tradable,
      lot_size: row.lotSize,
    },
    nnx_info: { url_slug: row.slug, sector: row.sector },
    market_info: {
      market_id: row.market,
      market_name: MARKET_NAMES[row.market] ?? row.market,
      country: row.country,
    },
  };
}

export const searchInstrumentsRoute = route(api.marketData.instrumentSearch, async ({ ctx, query }) => {
  const { total, rows } = await searchInstruments(ctx.db, {
    query: query.query,
    limit: query.limit,
    offset: query.offset,
    ...parseFilters(query.apply_filters),
  });
  return { total_hits: total, results: rows.map(presentSearchResult) };
});
