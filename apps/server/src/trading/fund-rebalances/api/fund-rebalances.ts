import { api } from '@havn/contract';
import { ownAccount } from '../../../accounts-and-money/accounts/account-access.ts';
import { ownAccountTransaction } from '../../../accounts-and-money/accounts/own-account-transaction.ts';
import { route } from '../../../platform/route.ts';
import { placeFundRebalance, previewFundRebalance } from '../fund-rebalances.ts';

export const previewFundRebalanceRoute = route(
  api.trading.previewFundRebalance,
  async ({ ctx, params, body, user }) =>
    previewFundRebalance(ctx, await ownAccount(ctx, user, params.accid), body),
);

export const placeFundRebalanceRoute = route(
  api.trading.placeFundRebalance,
  async (call) =>
    ownAccountTransaction(call, (tx, me, account, idempotencyKey) =>
      placeFundRebalance(call.ctx, tx, me, account, { ...call.body, idempotencyKey }),
    ),
  { changesOwn: 'money' },
);
