import { mortgageRoutes } from './mortgages/api/mortgages.ts';
import { privateBankingRoutes } from './private-banking/api.ts';

/** Havn's mortgage and private banking endpoints (contract: api.credit), in one list. */
export const creditRoutes = [...mortgageRoutes, ...privateBankingRoutes];
