import { api } from '@havn/contract';
import { fixed, isSupportedCurrency } from '@havn/domain/broker/index';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { liveFxRate } from '../fx.ts';

/** GET /api/market/v1/fx?from=USD&to=SEK: the live rate an order placed now converts at. */
export const fxRateRoute = route(api.marketData.fxRate, async ({ ctx, query }) => {
  for (const currency of [query.from, query.to]) {
    if (!isSupportedCurrency(currency)) {
      throw new AppError('UNKNOWN_CURRENCY', `Havn does not convert ${currency}.`);
    }
  }
  const rate = await liveFxRate(ctx.marketData, query.from, query.to);
  return { from: query.from, to: query.to, rate: fixed(rate, 6), time: ctx.clock.now().toISOString() };
});
