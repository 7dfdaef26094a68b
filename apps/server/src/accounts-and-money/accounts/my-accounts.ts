import { roundMoney } from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { Balances, balancesOfAccounts } from '../ledger/ledger-repo.ts';
import { accountsOfUser } from './accounts-repo.ts';

/**
 * My accounts with their money, sums of ledger entries in the account currency: `cash` is all of it,
 * free and held back by open buy orders; `buyingPower` is the free part, what a new order may spend.
 */
export async function myAccounts(ctx: AppContext, userId: string) {
  const rows = await accountsOfUser(ctx.db, userId);
  const balances = await balancesOfAccounts(
    ctx.db,
    rows.map((a) => a.accid),
  );
  return rows.map((a) => {
    const money = balances.get(a.accid) ?? new Balances();
    const free = money.get('cash', a.currency);
    return {
      accid: a.accid,
      accountNumber: a.accountNumber,
      accountType: a.accountType,
      alias: a.alias,
      currency: a.currency,
      cash: roundMoney(free.plus(money.get('cash_reserved', a.currency)), a.currency),
      buyingPower: roundMoney(free, a.currency),
    };
  });
}
