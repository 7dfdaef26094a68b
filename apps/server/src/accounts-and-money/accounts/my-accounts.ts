import type { Account } from '@havn/contract';
import {
  apiAccountType,
  countryOfAccountType,
  depositRoom,
  requiredActionOf,
  roundMoney,
  withdrawableCash,
} from '@havn/domain/broker/index';
import type { CreditStanding } from '@havn/domain/credit/index';
import type { AppContext } from '../../context.ts';
import { collateralOf, standingOf } from '../../credit/securities-lending/collateral.ts';
import { activeCreditLines } from '../../credit/securities-lending/credit-lines-repo.ts';
import { preferencesOf } from '../customer/customer-settings-repo.ts';
import { Balances, balancesOfAccounts } from '../ledger/ledger-repo.ts';
import { unsettledOf } from '../settlement/settlement-repo.ts';
import { type AccountRow, accountsOfUser } from './accounts-repo.ts';
import { capUsage } from './cap-usage.ts';

/**
 * My accounts as `GET /api/accounts` answers them: kept per process for each customer and forgotten
 * when the database announces a change to anything they are computed from (accounts, ledger entries,
 * settlements, year-end values, the default account: see the `money_change_notify` migration), so a
 * read asks the database nothing while nothing changed. The deposit room counts the calendar year,
 * so a view kept from last year is not served. Only reads use it: a write answers from the database.
 */
export async function keptAccounts(ctx: AppContext, userId: string): Promise<Account[]> {
  const now = ctx.clock.now();
  const year = now.getUTCFullYear();
  const cache = ctx.sessionCache;
  const kept = cache.forUser<KeptAccounts>('money', userId, now.getTime());
  if (kept && kept.value.year === year) return kept.value.accounts;
  const generation = cache.kindGeneration('money');
  const accounts = await myAccounts(ctx, userId);
  cache.keepForUser('money', userId, { year, accounts } satisfies KeptAccounts, generation, now.getTime());
  return accounts;
}

interface KeptAccounts {
  year: number;
  accounts: Account[];
}

/**
 * My accounts with their money, sums of ledger entries in the account currency: `cash` is all of it,
 * free and held back by open buy orders and pending withdrawals; `buyingPower` is the free part, what a
 * new order may spend (with a credit line, what is left to borrow too); `withdrawable` the settled
 * part of the free cash, `unsettled` sales awaiting settlement.
 * The default account is the one chosen in the settings, else the first opened.
 */
export async function myAccounts(ctx: AppContext, userId: string): Promise<Account[]> {
  const rows = await accountsOfUser(ctx.db, userId);
  const ids = rows.map((a) => a.accid);
  const now = ctx.clock.now();
  const [balances, used, preferences, unsettled, lines] = await Promise.all([
    balancesOfAccounts(ctx.db, ids),
    capUsage(ctx.db, rows, now),
    preferencesOf(ctx.db, userId),
    unsettledOf(ctx.db, ids),
    activeCreditLines(ctx.db, ids),
  ]);
  const chosen = rows.find((a) => a.accid === preferences?.defaultAccid) ?? rows[0];
  const year = now.getUTCFullYear();
  return Promise.all(
    rows.map(async (a) => {
      const money = balances.get(a.accid) ?? new Balances();
      const line = lines.get(a.accid) ?? null;
      return accountView(a, money, {
        isDefault: a === chosen,
        depositRoom: depositRoom(a.accountType, { year, ...(used.get(a.accid) ?? { used: '0' }) }),
        unsettled: unsettled.get(a.accid) ?? '0',
        credit: line && standingOf(a, money, line, (await collateralOf(ctx, ctx.db, a, money)).values),
      });
    }),
  );
}

export function accountView(
  a: AccountRow,
  money: Balances,
  extra: {
    isDefault: boolean;
    depositRoom: string | null;
    unsettled: string;
    /** Where the account stands with its credit line, when it has one. */
    credit: CreditStanding | null;
  },
): Account {
  const free = money.get('cash', a.currency);
  const { unsettled, credit, ...rest } = extra;
  const cash = roundMoney(free.plus(money.get('cash_reserved', a.currency)), a.currency);
  return {
    accid: a.accid,
    accountNumber: a.accountNumber,
    accountType: apiAccountType(a.accountType),
    country: countryOfAccountType(a.accountType),
    alias: a.alias,
    currency: a.currency,
    cash,
    // With a credit line: the free cash and the room left to borrow.
    buyingPower: credit ? credit.buyingPower : roundMoney(free, a.currency),
    withdrawable: withdrawableCash(free.toFixed(), unsettled, a.currency),
    unsettled: roundMoney(unsettled, a.currency),
    // A loan within the line is no shortfall; a loan past the lending value is.
    requiredAction: credit
      ? credit.state === 'OVER_LEVERAGED'
        ? 'COVER_NEGATIVE_CASH'
        : null
      : requiredActionOf(cash),
    ...rest,
  };
}
