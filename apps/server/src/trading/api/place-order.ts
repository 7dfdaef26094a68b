import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { ownAccountKept } from '../../accounts-and-money/accounts/kept-account-rows.ts';
import { assertKycCurrent } from '../../identity/index.ts';
import { idempotent, idempotentWrite } from '../../platform/idempotency.ts';
import { route } from '../../platform/route.ts';
import { placeAndMatch } from '../customer-orders.ts';
import { NOT_AT_ONCE, placeFilledAtOnce } from '../fill-at-once.ts';

export const placeOrderRoute = route(
  api.trading.placeOrder,
  async ({ ctx, params, body, user, request, reply }) => {
    // A market order checks ownership on a kept account row: its lock checks it again (fill-at-once.ts).
    const atOnce = body.orderType === 'MARKET';
    const account = atOnce
      ? await ownAccountKept(ctx, user, params.accid)
      : await ownAccount(ctx, user, params.accid);
    // Trading waits while KYC is due again (or not approved): the customer answers first.
    if (user) assertKycCurrent(user, ctx.clock.now());
    const call = { ctx, userId: account.userId, request, reply, body, successStatus: 201 };
    if (atOnce) {
      // Filled at once, its key claimed and answered in its own transaction; else the path below.
      const filled = await idempotentWrite(call, (claim) => placeFilledAtOnce(ctx, account, body, claim));
      if (filled !== NOT_AT_ONCE) return filled;
    }
    const fresh = atOnce ? await ownAccount(ctx, user, params.accid) : account;
    return idempotent(call, (key) => placeAndMatch(ctx, fresh, body, key));
  },
  // An order moves its customer's money and nothing else kept: its account's (kept-reads.test.ts).
  { changesOwn: 'money' },
);
