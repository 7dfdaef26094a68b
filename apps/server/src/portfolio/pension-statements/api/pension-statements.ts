import { api } from '@havn/contract';
import { ownAccount } from '../../../accounts-and-money/accounts/account-access.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { pensionRiskProfile, pensionStatement } from '../pension-statements.ts';

/** GET /api/pension/statements?accid=&year=: one of the customer's pension accounts' yearly statement. */
export const pensionStatementRoute = route(api.pension.statement, async ({ ctx, user, query }) =>
  pensionStatement(ctx, await ownAccount(ctx, user, query.accid), query.year),
);

/** GET /api/pension/risk-profile: the risk level read per pension account, by years to its payout age. */
export const pensionRiskProfileRoute = route(api.pension.riskProfile, async ({ ctx, user }) =>
  pensionRiskProfile(ctx, requireUser(user)),
);

export const pensionStatementRoutes = [pensionStatementRoute, pensionRiskProfileRoute];
