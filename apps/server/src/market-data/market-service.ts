import type { InstrumentList, ListSort, MarketCountry } from '@havn/contract';
import { Decimal } from 'decimal.js';
import type { AppContext } from '../context.ts';
import { AppError } from '../platform/errors.ts';
import {
  COUNTRY_MARKETS,
  LIST_CONTENTS,
  type ListEntry,
  listMarkets,
  sortEntries,
} from './instrument-lists.ts';
import { indicatorsOfCountry, instrumentById, instrumentsWhere } from './market-repo.ts';
import { marketNews } from './news.ts';
import { noteInterest } from './price-ticker.ts';
import { indicatorQuoteView, instrumentQuoteView } from './views.ts';

/** The market pages' reads: reference rows from the repo, prices from the provider, sorted and shown. */

/** How many stocks each of the overview's top lists shows. */
export const OVERVIEW_TOP = 5;

/**
 * GET /api/market/v1/overview/:country: the country's indices (simulated values), the day's biggest
 * gainers and losers and the most traded stocks by turnover, among the stocks of its exchange.
 */
export async function marketOverview(ctx: AppContext, country: MarketCountry) {
  const market = COUNTRY_MARKETS[country]![0]!;
  const [stocks, indexRows] = await Promise.all([
    instrumentsWhere(ctx.db, { types: ['STOCK'], markets: [market] }),
    indicatorsOfCountry(ctx.db, country.toUpperCase()),
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
    country,
    market,
    marketOpen: status === 'OPEN',
    marketStatus: status,
    time: ctx.clock.now().toISOString(),
    indices: indices.map(indicatorQuoteView),
    gainers: gainers.map((e) => instrumentQuoteView(e.row, e.quote)),
    losers: losers.map((e) => instrumentQuoteView(e.row, e.quote)),
    mostTraded: mostTraded.map((e) => instrumentQuoteView(e.row, e.quote)),
  };
}

/**
 * GET /api/market/v1/lists/:list: one of the eleven lists with quotes, sorted by name, last price,
 * change or turnover, filtered by market or country, sector and tradability, paged by limit and offset.
 * A list is a few hundred instruments at most: it is sorted in memory, since the sort keys are prices.
 */
export async function instrumentList(
  ctx: AppContext,
  list: InstrumentList,
  query: {
    market?: string | undefined;
    country?: string | undefined;
    sector?: string | undefined;
    tradable?: boolean | undefined;
    sort: ListSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const markets = listMarkets(list, query.market, query.country);
  const rows = await instrumentsWhere(ctx.db, {
    types: [LIST_CONTENTS[list].type],
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
    list,
    total: entries.length,
    items: page.map((e) => instrumentQuoteView(e.row, e.quote)),
  };
}

/**
 * GET /api/market/v1/news?newsId=&instrumentId=&country=&limit=: generated, clearly fictional news
 * about the simulated market, newest first; with newsId, that one item (404 when there is none).
 */
export async function newsOfMarket(ctx: AppContext, query: Parameters<typeof marketNews>[1]) {
  if (query.instrumentId !== undefined && !(await instrumentById(ctx.db, query.instrumentId))) {
    throw new AppError('NOT_FOUND', 'No such instrument.');
  }
  const items = await marketNews(ctx, query);
  if (!items || (query.newsId && items.length === 0)) throw new AppError('NOT_FOUND', 'No such news item.');
  return { items };
}
