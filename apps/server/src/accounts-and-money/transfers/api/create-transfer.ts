import { api } from '@havn/contract';
import { idempotentTransaction } from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { transferBetweenOwnAccounts } from '../internal-transfer.ts';

export const createTransferRoute = route(
  api.accountsAndMoney.transfer,
  async ({ ctx, body, user, request, reply }) =>
    idempotentTransaction({ ctx, userId: user!.id, request, reply, body, successStatus: 201 }, (tx) =>
      transferBetweenOwnAccounts(ctx, tx, user, body),
    ),
);
