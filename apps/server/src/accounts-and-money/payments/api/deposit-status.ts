import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { ownDeposit } from '../open-banking.ts';

export const depositStatusRoute = route(api.accountsAndMoney.depositStatus, async ({ ctx, params, user }) => {
  const account = await ownAccount(ctx, user, params.accid);
  return ownDeposit(ctx, account, params.requestId);
});
