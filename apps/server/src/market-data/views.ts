import type { IndicatorQuoteView, InstrumentQuoteView, QuoteView } from '@havn/contract';
import type { InstrumentRow } from './market-repo.ts';
import type { IndicatorQuote, PricePoint, Quote } from './provider.ts';

/** Pure presenters of the market endpoints: provider values in, wire shapes out. */

export function quoteView(quote: Quote): QuoteView {
  return {
    instrumentId: quote.instrumentId,
    currency: quote.currency,
    last: quote.last,
    bid: quote.bid,
    ask: quote.ask,
    previousClose: quote.previousClose,
    change: quote.change,
    changePercent: quote.changePercent,
    dayOpen: quote.dayOpen,
    dayHigh: quote.dayHigh,
    dayLow: quote.dayLow,
    volume: quote.volume,
    turnover: quote.turnover,
    marketOpen: quote.open,
    marketStatus: quote.marketStatus,
    time: quote.time.toISOString(),
  };
}

export function instrumentQuoteView(row: InstrumentRow, quote: Quote): InstrumentQuoteView {
  return {
    instrument: {
      id: row.id,
      name: row.name,
      symbol: row.symbol,
      isin: row.isin,
      type: row.type,
      market: row.market,
      country: row.country,
      currency: row.currency,
      sector: row.sector,
      tradable: row.tradable,
      lotSize: row.lotSize,
      slug: row.slug,
    },
    quote: quoteView(quote),
  };
}

export function indicatorQuoteView(quote: IndicatorQuote): IndicatorQuoteView {
  return { ...quote, time: quote.time.toISOString() };
}

export function pricePointView(point: PricePoint) {
  return { ...point, time: point.time.toISOString() };
}
