import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { instrumentList } from '../market-service.ts';

/** GET /api/market/v1/lists/:list: one of the eleven lists with quotes, sorted, filtered and paged. */
export const instrumentListRoute = route(api.marketData.list, ({ ctx, params, query }) =>
  instrumentList(ctx, params.list, query),
);
