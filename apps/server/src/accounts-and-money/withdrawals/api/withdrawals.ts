import { api } from '@havn/contract';
import { assertKycCurrent } from '../../../identity/index.ts';
import { idempotentTransaction } from '../../../platform/idempotency.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { cancelWithdrawal, listWithdrawals, requestWithdrawal } from '../withdrawals.ts';

export const withdrawRoute = route(
  api.accountsAndMoney.withdraw,
  async ({ ctx, params, body, user, request, reply }) => {
    const me = requireUser(user);
    const account = await ownAccount(ctx, me, params.accid);
    // Money leaves only for a customer whose KYC is current (the refresh gate, as for orders).
    assertKycCurrent(me, ctx.clock.now());
    const call = { ctx, userId: me.id, request, reply, body, successStatus: 201 };
    return idempotentTransaction(call, (tx, idempotencyKey) =>
      requestWithdrawal(ctx, tx, me, account, { ...body, idempotencyKey }),
    );
  },
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
