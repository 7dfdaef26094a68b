import { depositRoute } from '../accounts-and-money/ledger/api/deposit.ts';
import { listTransactionsRoute } from '../accounts-and-money/ledger/api/list-transactions.ts';
import type { RouteDefinition } from '../platform/route.ts';
import { allocationRoute } from '../portfolio/api/allocation.ts';
import { positionsRoute } from '../portfolio/api/positions.ts';
import { cancelOrderRoute } from './api/cancel-order.ts';
import { listOrdersRoute } from './api/list-orders.ts';
import { modifyOrderRoute } from './api/modify-order.ts';
import { orderByNumberRoute } from './api/order-by-number.ts';
import { placeOrderRoute } from './api/place-order.ts';
import {
  cancelFundOrderRoute,
  fundOrdersRoute,
  placeFundOrderRoute,
  placeFundSwitchRoute,
} from './fund-orders/api/fund-orders.ts';
import { fundPortfolioGuideRoute } from './fund-portfolio-guide/api/fund-portfolio-guide.ts';
import { placeFundRebalanceRoute, previewFundRebalanceRoute } from './fund-rebalances/api/fund-rebalances.ts';
import { savingsPlanRoutes } from './savings-plans/api/savings-plans.ts';

/** The trading endpoints (contract: api.trading), in one list. */
export const tradingRoutes: readonly RouteDefinition[] = [
  depositRoute,
  placeOrderRoute,
  listOrdersRoute,
  modifyOrderRoute,
  orderByNumberRoute,
  cancelOrderRoute,
  placeFundOrderRoute,
  fundOrdersRoute,
  cancelFundOrderRoute,
  placeFundSwitchRoute,
  previewFundRebalanceRoute,
  placeFundRebalanceRoute,
  positionsRoute,
  listTransactionsRoute,
  allocationRoute,
  ...savingsPlanRoutes,
  fundPortfolioGuideRoute,
];
