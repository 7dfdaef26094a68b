import { api } from '@havn/contract';
import { ownAccount } from '../../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../../platform/route.ts';
import { corporateActionsOf } from '../corporate-actions.ts';

export const corporateActionsRoute = route(
  api.portfolio.corporateActions,
  async ({ ctx, params, query, user }) =>
    corporateActionsOf(ctx, await ownAccount(ctx, user, params.accid), query.status),
);
