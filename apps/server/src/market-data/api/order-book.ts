import { api, ORDER_BOOK_LEVELS } from '@havn/contract';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { instrumentById } from '../market-repo.ts';
import { noteInterest } from '../price-ticker.ts';

/** GET /api/market/v1/instruments/:instrumentId/order-book: the best five levels each side. */
export const orderBookRoute = route(api.marketData.orderBook, async ({ ctx, params }) => {
  const [instrument, book] = await Promise.all([
    instrumentById(ctx.db, params.instrumentId),
    ctx.marketData.orderBook(params.instrumentId, ORDER_BOOK_LEVELS),
  ]);
  if (!instrument || !book) throw new AppError('NOT_FOUND', 'No such instrument.');
  noteInterest(ctx, [instrument.id]);
  return { instrumentId: instrument.id, currency: instrument.currency, bids: book.bids, asks: book.asks };
});
