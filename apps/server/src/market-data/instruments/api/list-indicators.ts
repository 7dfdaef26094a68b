import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { listIndicators } from '../instruments-repo.ts';

export const listIndicatorsRoute = route(api.marketData.indicators, async ({ ctx }) => {
  const rows = await listIndicators(ctx.db);
  return rows.map((r) => ({
    symbol: r.symbol,
    name: r.name,
    country: r.country,
    kind: r.kind,
    value: r.value,
  }));
});
