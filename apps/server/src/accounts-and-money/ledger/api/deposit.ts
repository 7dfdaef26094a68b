import { api } from '@havn/contract';
import { idempotent } from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { startOpenBankingDeposit } from '../../payments/open-banking.ts';
import { deposit } from '../deposits.ts';

export const depositRoute = route(
  api.accountsAndMoney.deposit,
  async ({ ctx, params, body, user, request, reply }) => {
    const account = await ownAccount(ctx, user, params.accid);
    return idempotent(
      { ctx, userId: account.userId, request, reply, body, successStatus: 201 },
      async (idempotencyKey) => {
        if (body.method === 'SIMULATED') {
          return deposit(ctx, account, {
            amount: body.amount,
            currency: body.currency,
            idempotencyKey,
            ip: request.ip,
          });
        }
        const started = await startOpenBankingDeposit(ctx, account, { ...body, ip: request.ip });
        return {
          requestId: started.requestId,
          status: 'INITIATED' as const,
          amount: started.amount,
          currency: started.currency,
          redirectUrl: started.redirectUrl ?? '',
        };
      },
    );
  },
);
