import { api } from '@havn/contract';
import { Decimal } from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import type { PricePoint } from '../provider.ts';

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
export const keyFiguresRoute = route(api.marketData.keyFigures, async ({ ctx, params }) => {
  const id = params.instrumentId;
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
});
