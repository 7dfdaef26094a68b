import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { costInfo } from '../instrument-figures.ts';

/** GET /api/market/v1/instruments/:instrumentId/cost-info: what an order costs on each account type. */
export const costInfoRoute = route(api.marketData.costInfo, ({ ctx, params }) =>
  costInfo(ctx, params.instrumentId),
);
