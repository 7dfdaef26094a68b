import { type BrokerDecimal, dec, fxRate } from '@havn/domain/broker/index';
import { CloseSeries } from './close-series.ts';
import type { MarketDataProvider } from './provider.ts';

/**
 * FX for money that moves: the provider's live quotes, and its daily closes for values over time.
 * Everything is valued through SEK, the currency the FX indicators are quoted against; a currency the
 * provider does not quote (GBP, CHF) takes its SEK rate from the domain table (packages/domain
 * broker/fx.ts), so one leg of a pair may be live and the other the table's.
 */

/**
 * How the FX indicators give each currency in SEK, as the provider derives its own live fxRate: USD and
 * EUR quoted against SEK, NOK and DKK as crosses through EUR (EURNOK is NOK per EUR). USDNOK is left
 * out so that NOK has one derivation only.
 */
const SEK_VALUE_SOURCES: Readonly<Record<string, { symbol: string; via: string }>> = {
  USD: { symbol: 'USDSEK', via: 'SEK' },
  EUR: { symbol: 'EURSEK', via: 'SEK' },
  NOK: { symbol: 'EURNOK', via: 'EUR' },
  DKK: { symbol: 'EURDKK', via: 'EUR' },
};

/** Live FX: units of `to` per one unit of `from`, from the provider's quotes; the domain table for currencies the provider does not quote. */
export async function liveFxRate(
  provider: MarketDataProvider,
  from: string,
  to: string,
): Promise<BrokerDecimal> {
  if (from === to) return dec(1);
  const [fromSek, toSek] = await Promise.all([liveSekValue(provider, from), liveSekValue(provider, to)]);
  return fromSek.div(toSek);
}

/** SEK per unit of `currency` now: the provider's quote (six decimals), else the table; RangeError for neither. */
async function liveSekValue(provider: MarketDataProvider, currency: string): Promise<BrokerDecimal> {
  if (currency === 'SEK') return dec(1);
  const quoted = await provider.fxRate(currency, 'SEK');
  return quoted === null ? fxRate(currency, 'SEK') : dec(quoted);
}

/** Daily FX closes over a span. */
export interface DailyFx {
  /** Units of `to` per one unit of `from` at the close of `date` (YYYY-MM-DD, UTC); a day without a close (weekend, holiday) uses the latest earlier close, a day before the first close uses the first; currencies the provider does not quote use the domain table. */
  rate(from: string, to: string, date: string): BrokerDecimal;
}

export async function dailyFx(provider: MarketDataProvider, from: Date, to: Date): Promise<DailyFx> {
  const symbols = [...new Set(Object.values(SEK_VALUE_SOURCES).map((s) => s.symbol))];
  const closes = await Promise.all(symbols.map((symbol) => provider.indicatorCloses(symbol, from, to)));
  const series = new Map<string, CloseSeries>();
  symbols.forEach((symbol, i) => {
    const points = closes[i];
    if (points && points.length > 0) series.set(symbol, new CloseSeries(points));
  });

  /** SEK per unit of `currency` at the close of `date`; null when the provider does not quote it. */
  const sekValue = (currency: string, date: string): BrokerDecimal | null => {
    if (currency === 'SEK') return dec(1);
    const source = SEK_VALUE_SOURCES[currency];
    const points = source ? series.get(source.symbol) : undefined;
    if (!source || !points) return null;
    const via = sekValue(source.via, date);
    if (via === null) return null;
    const close = dec(points.atOrFirst(date)!);
    // USDSEK: SEK per USD, times the SEK value of SEK; EURNOK: NOK per EUR, so the EUR value over it.
    return source.symbol.startsWith(currency) ? close.times(via) : via.div(close);
  };
  const sekOrTable = (currency: string, date: string): BrokerDecimal =>
    sekValue(currency, date) ?? fxRate(currency, 'SEK');

  return {
    rate(fromCurrency: string, toCurrency: string, date: string): BrokerDecimal {
      if (fromCurrency === toCurrency) return dec(1);
      return sekOrTable(fromCurrency, date).div(sekOrTable(toCurrency, date));
    },
  };
}
