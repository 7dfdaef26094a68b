import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { realisedOfYear } from '../realised.ts';

export const realisedRoute = route(api.portfolio.realised, async ({ ctx, params, query, user }) =>
  realisedOfYear(ctx, await ownAccount(ctx, user, params.accid), query.year),
);
