import { api, type InstrumentView } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { type InstrumentRow, instrumentByIdOrSlug } from '../instruments-repo.ts';
import { presentSearchResult } from './search-instruments.ts';

export function presentInstrument(row: InstrumentRow): InstrumentView {
  const { market_info } = presentSearchResult(row);
  return {
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    isin: row.isin,
    type: row.type,
    market: { id: market_info.market_id, name: market_info.market_name },
    currency: row.currency,
    country: row.country,
    sector: row.sector,
    tradable: row.tradable,
    lotSize: row.lotSize,
    slug: row.slug,
    allocation: row.allocation ?? null,
  };
}

/** GET /api/instrument/v1/instruments/:instrumentId: the instrument page's header (by id or slug). */
export const getInstrumentRoute = route(api.marketData.instrument, async ({ ctx, params }) => {
  const row = await instrumentByIdOrSlug(ctx.db, params.instrumentId);
  if (!row) throw new AppError('NOT_FOUND', 'No such instrument.');
  return presentInstrument(row);
});
