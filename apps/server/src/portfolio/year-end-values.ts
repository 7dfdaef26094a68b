import { ACCOUNT_TYPES, dailyValueHistory, roundMoney, valuedAtYearEnd } from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { accountsAwaitingYearEnd, recordYearEndValue } from '../accounts-and-money/accounts/year-end-repo.ts';
import type { AppContext } from '../context.ts';
import { accountLedgerDays, historyPricing } from './history.ts';

/** The account's value at the close of `day` (UTC), as the portfolio report values it. */
export async function accountValueAtClose(
  ctx: AppContext,
  account: AccountRow,
  day: string,
): Promise<string> {
  const ledger = await accountLedgerDays(ctx, account);
  if (ledger.firstDate === null || ledger.firstDate > day) return roundMoney('0', account.currency);
  const pricing = await historyPricing(ctx, ledger, day, day);
  const [value] = dailyValueHistory(ledger.movements, pricing, account.currency, day, day);
  return value!.value;
}

/**
 * Keeps the value on the last 31 December of every account whose deposit room counts from it (the
 * aktiesparekonto). Each run values only the accounts still without one, so the first run after the
 * year end does the work, a later one finds nothing, and a run cut short is finished by the next.
 */
export async function keepYearEndValues(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const year = now.getUTCFullYear() - 1;
  const types = ACCOUNT_TYPES.filter(valuedAtYearEnd);
  const waiting = await accountsAwaitingYearEnd(ctx.db, year, types);
  for (const account of waiting) {
    const value = await accountValueAtClose(ctx, account, `${year}-12-31`);
    await recordYearEndValue(ctx.db, { accid: account.accid, year, value, recordedAt: now });
  }
  return waiting.length;
}
