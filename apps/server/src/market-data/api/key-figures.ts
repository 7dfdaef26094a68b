import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { keyFigures } from '../instrument-figures.ts';

/** GET /api/market/v1/instruments/:instrumentId/key-figures. */
export const keyFiguresRoute = route(api.marketData.keyFigures, ({ ctx, params }) =>
  keyFigures(ctx, params.instrumentId),
);
