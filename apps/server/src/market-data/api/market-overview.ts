import { api } from '@havn/contract';
import { Decimal } from 'decimal.js';
import { route } from '../../platform/route.ts';
import { COUNTRY_MARKETS, type ListEntry, sortEntries } from '../instrument-lists.ts';
import { indicatorsOfCountry, instrumentsWhere } from '../market-repo.ts';
import { noteInterest } from '../price-ticker.ts';
import { indicatorQuoteView, instrumentQuoteView } from '../views.ts';

/** How many stocks each of the overview's top lists shows. */
export const OVERVIEW_TOP = 5;

/**
 * GET /api/market/v1/overview/:country: the country's indices (simulated values), the day's biggest
 * gainers and losers and the most traded stocks by turnover, among the stocks of its exchange.
 */
export const marketOverviewRoute = route(api.marketData.overview, async ({ ctx, params }) => {
  const market = COUNTRY_MARKETS[params.country]![0]!;
  const [stocks, indexRows] = await Promise.all([
    instrumentsWhere(ctx.db, { types: ['STOCK'], markets: [market] }),
    indicatorsOfCountry(ctx.db, params.country.toUpperCase()),
  ]);
  const [quotes, indices] = await Promise.all([
    ctx.marketData.quotes(stocks.map((s) => s.id)),
    ctx.marketData.indicators(indexRows.map((r) => r.symbol)),
  ]);
  const entries: ListEntry[] = stocks.flatMap((row) => {
    const quote = quotes.get(row.id);
    return quote ? [{ row, quote }] : [];
  });
  const byChange = sortEntries(entries, 'change', 'desc');
  const gainers = byChange.filter((e) => new Decimal(e.quote.changePercent).gt(0)).slice(0, OVERVIEW_TOP);
  const losers = byChange
    .filter((e) => new Decimal(e.quote.changePercent).lt(0))
    .reverse()
    .slice(0, OVERVIEW_TOP);
  const mostTraded = sortEntries(entries, 'turnover', 'desc').slice(0, OVERVIEW_TOP);
  const shown = [...gainers, ...losers, ...mostTraded];
  noteInterest(ctx, new Set(shown.map((e) => e.row.id)));
  const status = ctx.marketData.marketStatus(market);
  return {
    country: params.country,
    market,
    marketOpen: status === 'OPEN',
    marketStatus: status,
    time: ctx.clock.now().toISOString(),
    indices: indices.map(indicatorQuoteView),
    gainers: gainers.map((e) => instrumentQuoteView(e.row, e.quote)),
    losers: losers.map((e) => instrumentQuoteView(e.row, e.quote)),
    mostTraded: mostTraded.map((e) => instrumentQuoteView(e.row, e.quote)),
  };
});
