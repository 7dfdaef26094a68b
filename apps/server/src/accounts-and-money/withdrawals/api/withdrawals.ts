import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { ownAccountTransaction } from '../../accounts/own-account-transaction.ts';
import { cancelWithdrawal, listWithdrawals, requestWithdrawal } from '../withdrawals.ts';

export const withdrawRoute = route(api.accountsAndMoney.withdraw, async (call) =>
  ownAccountTransaction(call, (tx, me, account, idempotencyKey) =>
    requestWithdrawal(call.ctx, tx, me, account, { ...call.body, idempotencyKey }),
  ),
);

export const withdrawalsRoute = route(api.accountsAndMoney.withdrawals, async ({ ctx, params, user }) =>
  listWithdrawals(ctx, await ownAccount(ctx, user, params.accid)),
);

export const cancelWithdrawalRoute = route(
  api.accountsAndMoney.cancelWithdrawal,
  async ({ ctx, params, user }) => {
    await cancelWithdrawal(ctx, await ownAccount(ctx, user, params.accid), params.id);
    return null;
  },
);
