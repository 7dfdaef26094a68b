import { api } from '@havn/contract';
import { requireFreshEid } from '../../../identity/index.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { addPayoutAccount, listPayoutAccounts } from '../payout-accounts.ts';

export const payoutAccountsRoute = route(api.accountsAndMoney.payoutAccounts, ({ ctx, user }) =>
  listPayoutAccounts(ctx, requireUser(user)),
);

export const addPayoutAccountRoute = route(
  api.accountsAndMoney.addPayoutAccount,
  async ({ ctx, user, body, request }) => {
    const me = requireUser(user);
    // Money may leave to this account: only the person themselves, confirmed with eID just now.
    await requireFreshEid(ctx, request);
    return addPayoutAccount(ctx, me, body);
  },
);
