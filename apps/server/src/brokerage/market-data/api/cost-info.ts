import { api } from '@havn/contract';
import { ACCOUNT_TYPES } from '@havn/domain';
import { COMMISSION_CLASSES, FX_RATES_SEK, fxRate } from '@havn/domain/broker/index';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { instrumentById } from '../market-repo.ts';

/**
 * GET /api/market/v1/instruments/:instrumentId/cost-info: what an order in this instrument costs on
 * each account type. The commission classes and FX rates are the brokerage's own (packages/domain
 * broker/fees.ts and fx.ts), the same numbers the orders charge.
 */
export const costInfoRoute = route(api.market.costInfo, async ({ ctx, params }) => {
  const instrument = await instrumentById(ctx.db, params.instrumentId);
  if (!instrument) throw new AppError(404, 'NOT_FOUND', 'No such instrument.');
  const fundamentals = await ctx.marketData.fundamentals(instrument.id);
  return {
    instrumentId: instrument.id,
    instrumentType: instrument.type,
    market: instrument.market,
    currency: instrument.currency,
    ongoingCharge: fundamentals?.ongoingCharge ?? null,
    schedules: ACCOUNT_TYPES.map((accountType) => {
      const klass = COMMISSION_CLASSES[accountType];
      return {
        accountType,
        accountCurrency: klass.currency,
        commissionClass: klass.name,
        commissionRate: klass.percent,
        minimumCommission: klass.minimum,
        fxRate:
          klass.currency === instrument.currency || !(instrument.currency in FX_RATES_SEK)
            ? null
            : fxRate(instrument.currency, klass.currency).toFixed(6),
      };
    }),
  };
});
