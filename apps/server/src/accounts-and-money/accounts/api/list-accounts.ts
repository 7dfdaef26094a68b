import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { keptAccounts } from '../my-accounts.ts';

/** My accounts with their cash and buying power. */
export const listAccountsRoute = route(api.accountsAndMoney.listAccounts, ({ ctx, user }) =>
  keptAccounts(ctx, user!.id),
);
