import { api } from '@havn/contract';
import { idempotent } from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { deposit } from '../deposits.ts';

export const depositRoute = route(
  api.accountsAndMoney.deposit,
  async ({ ctx, params, body, user, request, reply }) => {
    const account = await ownAccount(ctx, user, params.accid);
    return idempotent(
      { ctx, userId: account.userId, request, reply, body, successStatus: 201 },
      (idempotencyKey) => deposit(ctx, account, { ...body, idempotencyKey, ip: request.ip }),
    );
  },
);
