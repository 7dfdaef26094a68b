import { api } from '@havn/contract';
import { isRiskLevel } from '@havn/domain/broker/index';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { fundPortfolioGuideFor } from '../fund-portfolio-guide.ts';

/** GET /api/fund-portfolio-guide?riskLevel=1..7[&currency=]: a level out of 1–7 is the schema's 400. */
export const fundPortfolioGuideRoute = route(api.savings.fundPortfolioGuide, async ({ ctx, query, user }) => {
  const { riskLevel, currency } = query;
  // The contract's schema has made it a whole number from 1 to 7; this narrows its type.
  if (!isRiskLevel(riskLevel)) throw new AppError('VALIDATION_FAILED', 'riskLevel is 1 to 7.');
  return fundPortfolioGuideFor(ctx, requireUser(user), { riskLevel, currency });
});
