import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { currencyExposure } from '../exposure.ts';

export const currenciesRoute = route(api.portfolio.currencies, async ({ ctx, params, user }) =>
  currencyExposure(ctx, await ownAccount(ctx, user, params.accid)),
);
