import { api } from '@havn/contract';
import { allocationByRegion } from '@havn/domain/broker/index';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { route } from '../../platform/route.ts';
import { accountHoldings } from '../positions.ts';

/** Weights by region for the allocation world map: by market value in the account currency. */
export const allocationRoute = route(api.portfolio.allocation, async ({ ctx, params, user }) => {
  const account = await ownAccount(ctx, user, params.accid);
  const holdings = await accountHoldings(ctx, account);
  return allocationByRegion(
    holdings
      .filter((h) => h.view.marketValueInAccountCurrency !== null)
      .map((h) => ({
        value: h.view.marketValueInAccountCurrency!,
        country: h.instrument.country,
        allocation: h.instrument.allocation,
      })),
  );
});
