import type { RouteDefinition } from '../platform/route.ts';
import { costInfoRoute } from './api/cost-info.ts';
import { fxRateRoute } from './api/fx-rate.ts';
import { indicatorDetailRoute } from './api/indicator-detail.ts';
import { instrumentListRoute } from './api/instrument-list.ts';
import { keyFiguresRoute } from './api/key-figures.ts';
import { latestTradesRoute } from './api/latest-trades.ts';
import { marketNewsRoute } from './api/market-news.ts';
import { marketOverviewRoute } from './api/market-overview.ts';
import { orderBookRoute } from './api/order-book.ts';
import { priceHistoryRoute } from './api/price-history.ts';
import { quotesRoute } from './api/quotes.ts';

/** The market endpoints (api.marketData), every one public. */
export const marketRoutes: readonly RouteDefinition[] = [
  quotesRoute,
  priceHistoryRoute,
  latestTradesRoute,
  orderBookRoute,
  keyFiguresRoute,
  costInfoRoute,
  marketOverviewRoute,
  indicatorDetailRoute,
  marketNewsRoute,
  instrumentListRoute,
  fxRateRoute,
];
