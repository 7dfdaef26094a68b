import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { LIST_CONTENTS, type ListEntry, listMarkets, sortEntries } from '../instrument-lists.ts';
import { instrumentsWhere } from '../market-repo.ts';
import { noteInterest } from '../price-ticker.ts';
import { instrumentQuoteView } from '../views.ts';

/**
 * GET /api/market/v1/lists/:list: one of the eleven lists with quotes, sorted by name, last price,
 * change or turnover, filtered by market or country, sector and tradability, paged by limit and offset.
 * A list is a few hundred instruments at most: it is sorted in memory, since the sort keys are prices.
 */
export const instrumentListRoute = route(api.marketData.list, async ({ ctx, params, query }) => {
  const markets = listMarkets(params.list, query.market, query.country);
  const rows = await instrumentsWhere(ctx.db, {
    types: [LIST_CONTENTS[params.list].type],
    markets,
    sector: query.sector,
    tradable: query.tradable,
  });
  const quotes = await ctx.marketData.quotes(rows.map((r) => r.id));
  const entries: ListEntry[] = rows.flatMap((row) => {
    const quote = quotes.get(row.id);
    return quote ? [{ row, quote }] : [];
  });
  const page = sortEntries(entries, query.sort, query.order).slice(query.offset, query.offset + query.limit);
  noteInterest(
    ctx,
    page.map((e) => e.row.id),
  );
  return {
    list: params.list,
    total: entries.length,
    items: page.map((e) => instrumentQuoteView(e.row, e.quote)),
  };
});
