import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { noteInterest } from '../price-ticker.ts';
import { quoteView } from '../views.ts';

/** GET /api/market/v1/quotes?ids=1,2,3: quotes in the order asked; unknown ids are left out. */
export const quotesRoute = route(api.marketData.quotes, async ({ ctx, query }) => {
  const quotes = await ctx.marketData.quotes(query.ids);
  noteInterest(ctx, quotes.keys());
  return { quotes: query.ids.flatMap((id) => (quotes.has(id) ? [quoteView(quotes.get(id)!)] : [])) };
});
