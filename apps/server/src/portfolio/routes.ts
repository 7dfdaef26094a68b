import type { RouteDefinition } from '../platform/route.ts';
import { currenciesRoute } from './api/currencies.ts';
import { overviewRoute } from './api/overview.ts';
import { pensionPrognosisRoute } from './api/pension-prognosis.ts';
import { performanceRoute } from './api/performance.ts';
import { purchaseLotsRoute } from './api/purchase-lots.ts';
import { realisedRoute } from './api/realised.ts';
import { reportRoute } from './api/report.ts';
import { taxReportRoute } from './api/tax-report.ts';
import {
  answerCorporateActionRoute,
  corporateActionGroupRoute,
  corporateActionRoute,
  corporateActionsRoute,
  withdrawCorporateActionAnswerRoute,
} from './corporate-actions/api/corporate-actions.ts';
import { pensionMoveRoutes } from './pension-moves/api/pension-moves.ts';
import { pensionStatementRoutes } from './pension-statements/api/pension-statements.ts';

/** The portfolio analytics endpoints (contract: api.portfolio) and the pension moves (api.pension), in one list. */
export const portfolioRoutes: readonly RouteDefinition[] = [
  overviewRoute,
  performanceRoute,
  reportRoute,
  currenciesRoute,
  purchaseLotsRoute,
  realisedRoute,
  taxReportRoute,
  pensionPrognosisRoute,
  corporateActionsRoute,
  corporateActionGroupRoute,
  corporateActionRoute,
  answerCorporateActionRoute,
  withdrawCorporateActionAnswerRoute,
  ...pensionMoveRoutes,
  ...pensionStatementRoutes,
];
