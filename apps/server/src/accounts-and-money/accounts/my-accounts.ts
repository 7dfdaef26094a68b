import type { Account } from '@havn/contract';
import { depositRoom, requiredActionOf, roundMoney } from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { preferencesOf } from '../customer/customer-settings-repo.ts';
import { Balances, balancesOfAccounts, netDepositsOf } from '../ledger/ledger-repo.ts';
import { type AccountRow, accountsOfUser } from './accounts-repo.ts';

/**
 * My accounts with their money, sums of ledger entries in the account currency: `cash` is all of it,
 * free and held back by open buy orders; `buyingPower` is the free part, what a new order may spend.
 * The default account is the one chosen in the settings, else the first opened.
 */
export async function myAccounts(ctx: AppContext, userId: string): Promise<Account[]> {
  const rows = await accountsOfUser(ctx.db, userId);
  const ids = rows.map((a) => a.accid);
  const [balances, deposits, preferences] = await Promise.all([
    balancesOfAccounts(ctx.db, ids),
    netDepositsOf(ctx.db, ids),
    preferencesOf(ctx.db, userId),
  ]);
  const chosen = rows.find((a) => a.accid === preferences?.defaultAccid) ?? rows[0];
  const year = ctx.clock.now().getUTCFullYear();
  return rows.map((a) =>
    accountView(a, balances.get(a.accid) ?? new Balances(), {
      isDefault: a === chosen,
      depositRoom: depositRoom(a.accountType, { year, used: deposits.get(a.accid) ?? '0' }),
    }),
  );
}

export function accountView(
  a: AccountRow,
  money: Balances,
  extra: { isDefault: boolean; depositRoom: string | null },
): Account {
  const free = money.get('cash', a.currency);
  const cash = roundMoney(free.plus(money.get('cash_reserved', a.currency)), a.currency);
  return {
    accid: a.accid,
    accountNumber: a.accountNumber,
    accountType: a.accountType,
    alias: a.alias,
    currency: a.currency,
    cash,
    buyingPower: roundMoney(free, a.currency),
    requiredAction: requiredActionOf(cash),
    ...extra,
  };
}
