import { api } from '@havn/contract';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { instrumentById } from '../market-repo.ts';
import { marketNews } from '../news.ts';

/**
 * GET /api/market/v1/news?newsId=&instrumentId=&country=&limit=: generated, clearly fictional news
 * about the simulated market, newest first; with newsId, that one item (404 when there is none).
 */
export const marketNewsRoute = route(api.marketData.news, async ({ ctx, query }) => {
  if (query.instrumentId !== undefined && !(await instrumentById(ctx.db, query.instrumentId))) {
    throw new AppError('NOT_FOUND', 'No such instrument.');
  }
  const items = await marketNews(ctx, query);
  if (!items || (query.newsId && items.length === 0)) throw new AppError('NOT_FOUND', 'No such news item.');
  return { items };
});
