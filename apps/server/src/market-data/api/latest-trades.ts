import { api } from '@havn/contract';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { instrumentById } from '../market-repo.ts';
import { noteInterest } from '../price-ticker.ts';

/** GET /api/market/v1/instruments/:instrumentId/trades: the latest trades, newest first. */
export const latestTradesRoute = route(api.marketData.latestTrades, async ({ ctx, params, query }) => {
  const [instrument, trades] = await Promise.all([
    instrumentById(ctx.db, params.instrumentId),
    ctx.marketData.latestTrades(params.instrumentId, query.limit),
  ]);
  if (!instrument || !trades) throw new AppError('NOT_FOUND', 'No such instrument.');
  noteInterest(ctx, [instrument.id]);
  return {
    instrumentId: instrument.id,
    currency: instrument.currency,
    trades: trades.map((t) => ({ id: t.id, time: t.time.toISOString(), price: t.price, volume: t.volume })),
  };
});
