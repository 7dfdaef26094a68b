import { api } from '@havn/contract';
import { ACCOUNT_TYPES } from '@havn/domain';
import { COMMISSION_CLASSES } from '@havn/domain/broker/index';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { liveFxRate } from '../fx.ts';
import { instrumentById } from '../market-repo.ts';
import type { MarketDataProvider } from '../provider.ts';

/**
 * GET /api/market/v1/instruments/:instrumentId/cost-info: what an order in this instrument costs on
 * each account type. The commission classes are the brokerage's own (packages/domain broker/fees.ts);
 * the FX rate is the live one an order placed now would be reserved at (market-data/fx.ts), before the
 * reservation's FX buffer.
 */
export const costInfoRoute = route(api.marketData.costInfo, async ({ ctx, params }) => {
  const instrument = await instrumentById(ctx.db, params.instrumentId);
  if (!instrument) throw new AppError('NOT_FOUND', 'No such instrument.');
  const fundamentals = await ctx.marketData.fundamentals(instrument.id);
  const accountCurrencies = [...new Set(ACCOUNT_TYPES.map((t) => COMMISSION_CLASSES[t].currency))];
  const rates = new Map(
    await Promise.all(
      accountCurrencies.map(
        async (A) => [A, await rateOrNull(ctx.marketData, instrument.currency, A)] as const,
      ),
    ),
  );
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
        fxRate: rates.get(klass.currency) ?? null,
      };
    }),
  };
});

/** The live rate to six decimals; null for the same currency and for one nobody has a rate for. */
async function rateOrNull(provider: MarketDataProvider, from: string, to: string): Promise<string | null> {
  if (from === to) return null;
  try {
    return (await liveFxRate(provider, from, to)).toFixed(6);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
