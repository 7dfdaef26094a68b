import { api } from '@havn/contract';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { indicatorQuoteView } from '../views.ts';

/** GET /api/market/v1/indicators/:symbol?range=: an index, FX rate or commodity with its history. */
export const indicatorDetailRoute = route(api.marketData.indicator, async ({ ctx, params, query }) => {
  const symbol = params.symbol.toUpperCase();
  const [quotes, history] = await Promise.all([
    ctx.marketData.indicators([symbol]),
    ctx.marketData.indicatorHistory(symbol, query.range),
  ]);
  const quote = quotes[0];
  if (!quote || !history) throw new AppError('NOT_FOUND', 'No such market indicator.');
  return {
    ...indicatorQuoteView(quote),
    range: query.range,
    resolution: history.resolution,
    points: history.points.map((p) => ({ time: p.time.toISOString(), date: p.date, value: p.close })),
  };
});
