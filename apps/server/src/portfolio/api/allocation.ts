import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { accountAllocation } from '../positions.ts';

/** Weights by region for the allocation world map. */
export const allocationRoute = route(api.portfolio.allocation, async ({ ctx, params, user }) =>
  accountAllocation(ctx, await ownAccount(ctx, user, params.accid)),
);
