import { api } from '@havn/contract';
import { idempotent } from '../../../platform/idempotency.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import {
  createRecurringDeposit,
  listRecurringDeposits,
  stopRecurringDeposit,
} from '../recurring-deposits.ts';

export const recurringDepositsRoute = route(
  api.accountsAndMoney.recurringDeposits,
  async ({ ctx, params, user }) => listRecurringDeposits(ctx, await ownAccount(ctx, user, params.accid)),
);

export const createRecurringDepositRoute = route(
  api.accountsAndMoney.createRecurringDeposit,
  async ({ ctx, params, body, user, request, reply }) => {
    const me = requireUser(user);
    const account = await ownAccount(ctx, me, params.accid);
    return idempotent({ ctx, userId: me.id, request, reply, body, successStatus: 201 }, (idempotencyKey) =>
      createRecurringDeposit(ctx, me, account, { ...body, idempotencyKey }),
    );
  },
);

export const stopRecurringDepositRoute = route(
  api.accountsAndMoney.stopRecurringDeposit,
  async ({ ctx, params, user }) =>
    stopRecurringDeposit(ctx, await ownAccount(ctx, user, params.accid), params.id),
);
