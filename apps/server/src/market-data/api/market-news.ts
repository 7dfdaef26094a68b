import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { newsOfMarket } from '../market-service.ts';

/** GET /api/market/v1/news: generated, clearly fictional news about the simulated market. */
export const marketNewsRoute = route(api.marketData.news, ({ ctx, query }) => newsOfMarket(ctx, query));
