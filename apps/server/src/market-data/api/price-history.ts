import { api } from '@havn/contract';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { noteInterest } from '../price-ticker.ts';
import { pricePointView } from '../views.ts';

/** GET /api/market/v1/instruments/:instrumentId/history?range=1d|1w|1m|3m|1y|3y|max */
export const priceHistoryRoute = route(api.marketData.priceHistory, async ({ ctx, params, query }) => {
  const [history, quotes] = await Promise.all([
    ctx.marketData.history(params.instrumentId, query.range),
    ctx.marketData.quotes([params.instrumentId]),
  ]);
  const quote = quotes.get(params.instrumentId);
  if (!history || !quote) throw new AppError('NOT_FOUND', 'No such instrument.');
  noteInterest(ctx, [params.instrumentId]);
  return {
    instrumentId: params.instrumentId,
    currency: quote.currency,
    range: query.range,
    resolution: history.resolution,
    previousClose: history.previousClose,
    points: history.points.map(pricePointView),
  };
});
