import { api } from '@havn/contract';
import { ownAccount } from '../../../accounts/account-access.ts';
import { idempotent } from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { deposit } from '../deposits.ts';

export const depositRoute = route(
  api.trading.deposit,
  async ({ ctx, params, body, user, request, reply }) => {
    const account = await ownAccount(ctx, user, params.accid);
    return idempotent(
      { ctx, userId: account.userId, request, reply, body, successStatus: 201 },
      (idempotencyKey) => deposit(ctx, account, { ...body, idempotencyKey }),
    );
  },
);
