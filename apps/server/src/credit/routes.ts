import { mortgageRoutes } from './mortgages/api/mortgages.ts';
import { privateBankingRoutes } from './private-banking/api.ts';
import { securitiesLendingRoutes } from './securities-lending/api.ts';

/** Havn's mortgage, private banking and securities lending endpoints (contract: api.credit), in one list. */
export const creditRoutes = [...mortgageRoutes, ...privateBankingRoutes, ...securitiesLendingRoutes];
