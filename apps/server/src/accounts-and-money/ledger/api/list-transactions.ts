import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { ownAccount } from '../../accounts/account-access.ts';
import { accountTransactions, decodeTransactionCursor, encodeTransactionCursor } from '../transactions.ts';

export const listTransactionsRoute = route(
  api.accountsAndMoney.transactions,
  async ({ ctx, params, query, user }) => {
    const account = await ownAccount(ctx, user, params.accid);
    const { items, next } = await accountTransactions(ctx.db, account, {
      limit: query.limit,
      after: decodeTransactionCursor(query.cursor),
    });
    return { transactions: items, nextCursor: next ? encodeTransactionCursor(next) : null };
  },
);
