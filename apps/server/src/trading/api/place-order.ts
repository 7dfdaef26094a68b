import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { assertKycCurrent } from '../../identity/index.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { route } from '../../platform/route.ts';
import { placeAndMatch } from '../customer-orders.ts';

export const placeOrderRoute = route(
  api.trading.placeOrder,
  async ({ ctx, params, body, user, request, reply }) => {
    const account = await ownAccount(ctx, user, params.accid);
    // Trading waits while KYC is due again (or not approved): the customer answers first.
    if (user) assertKycCurrent(user, ctx.clock.now());
    return idempotent({ ctx, userId: account.userId, request, reply, body, successStatus: 201 }, (key) =>
      placeAndMatch(ctx, account, body, key),
    );
  },
);
