import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { accountTransactions } from '../transactions.ts';

export const listTransactionsRoute = route(
  api.accountsAndMoney.transactions,
  async ({ ctx, params, query, user }) =>
    accountTransactions(ctx.db, await ownAccount(ctx, user, params.accid), query),
);
