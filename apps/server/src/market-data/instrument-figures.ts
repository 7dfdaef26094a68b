import { ACCOUNT_TYPES } from '@havn/domain';
import { apiAccountType, COMMISSION_CLASSES, countryOfAccountType } from '@havn/domain/broker/index';
import { Decimal } from 'decimal.js';
import type { AppContext } from '../context.ts';
import { AppError } from '../platform/errors.ts';
import { liveFxRate } from './fx.ts';
import { instrumentById } from './market-repo.ts';
import type { MarketDataProvider, PricePoint } from './provider.ts';

/** The instrument page's figures: what an order costs on each account type, and the key figures. */

const TRADING_DAYS_A_YEAR = 252;

/** Annualised standard deviation of daily log returns, in percent with two decimals. */
export function annualisedVolatility(points: readonly PricePoint[]): string {
  const returns: number[] = [];
  for (let i = 1; i < points.length; i++) {
    returns.push(Math.log(Number(points[i]!.close) / Number(points[i - 1]!.close)));
  }
  if (returns.length < 2) return '0.00';
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return new Decimal(Math.sqrt(variance * TRADING_DAYS_A_YEAR) * 100).toFixed(2);
}

/**
 * GET /api/market/v1/instruments/:instrumentId/key-figures. The 52-week range and the volatility come
 * from the (simulated) prices of the last year; the company figures are invented and listed in
 * `simulatedFields`.
 */
export async function keyFigures(ctx: AppContext, instrumentId: number) {
  const id = instrumentId;
  const [quotes, history, fundamentals] = await Promise.all([
    ctx.marketData.quotes([id]),
    ctx.marketData.history(id, '1y'),
    ctx.marketData.fundamentals(id),
  ]);
  const quote = quotes.get(id);
  if (!quote || !history || !fundamentals) throw new AppError('NOT_FOUND', 'No such instrument.');
  // Prices stay the strings the provider formatted; only the comparisons are decimal.
  let high = quote.last;
  let low = quote.last;
  for (const point of history.points) {
    if (new Decimal(point.high).gt(high)) high = point.high;
    if (new Decimal(point.low).lt(low)) low = point.low;
  }
  const { sharesOutstanding } = fundamentals;
  return {
    instrumentId: id,
    currency: quote.currency,
    asOf: quote.time.toISOString(),
    last: quote.last,
    marketCap:
      sharesOutstanding === null ? null : new Decimal(quote.last).times(sharesOutstanding).toFixed(0),
    sharesOutstanding,
    peRatio: fundamentals.peRatio,
    dividendYield: fundamentals.dividendYield,
    high52w: high,
    low52w: low,
    volatility: annualisedVolatility(history.points),
    leverage: fundamentals.leverage,
    ongoingCharge: fundamentals.ongoingCharge,
    simulatedFields: fundamentals.simulatedFields,
  };
}

/**
 * GET /api/market/v1/instruments/:instrumentId/cost-info: what an order in this instrument costs on
 * each account type. The commission classes are the brokerage's own (packages/domain broker/fees.ts);
 * the FX rate is the live one an order placed now would be reserved at (market-data/fx.ts), before the
 * reservation's FX buffer.
 */
export async function costInfo(ctx: AppContext, instrumentId: number) {
  const instrument = await instrumentById(ctx.db, instrumentId);
  if (!instrument) throw new AppError('NOT_FOUND', 'No such instrument.');
  const fundamentals = await ctx.marketData.fundamentals(instrument.id);
  const accountCurrencies = [...new Set(ACCOUNT_TYPES.map((t) => COMMISSION_CLASSES[t].currency))];
  const rates = new Map(
    await Promise.all(
      accountCurrencies.map(
        async (A) => [A, await rateOrNull(ctx.marketData, instrument.currency, A)] as const,
      ),
    ),
  );
  return {
    instrumentId: instrument.id,
    instrumentType: instrument.type,
    market: instrument.market,
    currency: instrument.currency,
    ongoingCharge: fundamentals?.ongoingCharge ?? null,
    schedules: ACCOUNT_TYPES.map((accountType) => {
      const klass = COMMISSION_CLASSES[accountType];
      return {
        accountType: apiAccountType(accountType),
        country: countryOfAccountType(accountType),
        accountCurrency: klass.currency,
        commissionClass: klass.name,
        commissionRate: klass.percent,
        minimumCommission: klass.minimum,
        fxRate: rates.get(klass.currency) ?? null,
      };
    }),
  };
}

/** The live rate to six decimals; null for the same currency and for one nobody has a rate for. */
async function rateOrNull(provider: MarketDataProvider, from: string, to: string): Promise<string | null> {
  if (from === to) return null;
  try {
    return (await liveFxRate(provider, from, to)).toFixed(6);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
