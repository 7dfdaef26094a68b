import { api } from '@havn/contract';
import { sumMoney } from '@havn/domain';
import { route } from '../../platform/route.ts';
import { accountsOfUser } from '../accounts-repo.ts';

export const listAccountsRoute = route(api.accounts.list, async ({ ctx, user }) => {
  const rows = await accountsOfUser(ctx.db, user!.id);
  // @TODO(brokerage core issue): cash and buying power become sums of ledger entries; until deposits and
  // orders exist no money can have moved, so both are exactly zero.
  const zero = sumMoney([]);
  return rows.map((a) => ({
    accid: a.accid,
    accountNumber: a.accountNumber,
    accountType: a.accountType,
    alias: a.alias,
    currency: a.currency,
    cash: zero,
    buyingPower: zero,
  }));
});
