import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { marketOverview } from '../market-service.ts';

/** GET /api/market/v1/overview/:country: indices, gainers, losers and the most traded stocks. */
export const marketOverviewRoute = route(api.marketData.overview, ({ ctx, params }) =>
  marketOverview(ctx, params.country),
);
