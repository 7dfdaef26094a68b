import type { AccountType } from './account-type.ts';
import { roundMoney } from './currency.ts';
import { dec } from './decimal.ts';

/**
 * What may leave an account (domain notes §2): settled cash that no open order or pending withdrawal
 * holds back. `free` is the ledger's free cash (sales included the moment they fill), `unsettled` the
 * part of it from sales not yet settled. Never negative: an account whose cash went below zero (a
 * reversed deposit) has nothing to withdraw.
 */
export function withdrawableCash(free: string, unsettled: string, currency: string): string {
  const value = dec(free).minus(dec(unsettled));
  return roundMoney(value.isNegative() ? dec(0) : value, currency);
}

/** Withdrawal amounts: positive, at most two decimals. */
export const WITHDRAWAL_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export type WithdrawalProblem =
  | { code: 'INVALID_AMOUNT'; detail: string }
  | { code: 'INSUFFICIENT_WITHDRAWABLE_CASH'; withdrawable: string };

/** null when `amount` may be withdrawn from an account with `withdrawable`; otherwise why not. */
export function checkWithdrawal(amount: string, withdrawable: string): WithdrawalProblem | null {
  if (!WITHDRAWAL_AMOUNT_PATTERN.test(amount) || dec(amount).lessThanOrEqualTo(0)) {
    return {
      code: 'INVALID_AMOUNT',
      detail: 'The amount must be more than zero, with at most two decimals.',
    };
  }
  if (dec(amount).greaterThan(dec(withdrawable)))
    return { code: 'INSUFFICIENT_WITHDRAWABLE_CASH', withdrawable };
  return null;
}

/**
 * The pension account types and the age from which each pays out (domain notes §4): Sweden's pensions
 * from 55, Norway's IPS and EPK from 62, Denmark's ratepension and aldersopsparing from 62 (five years
 * before the state pension age of those saving now, assumed), the Finnish PS from 68 (contracts made
 * since 2013). Before that nothing leaves the account: no withdrawal, no transfer out.
 */
export const PENSION_PAYOUT_AGE: Readonly<Partial<Record<AccountType, number>>> = {
  PRIVATE_PENSION: 55,
  OCCUPATIONAL_PENSION: 55,
  IPS: 62,
  EPK: 62,
  RATEPENSION: 62,
  ALDERSOPSPARING: 62,
  PS: 68,
};
export const PENSION_ACCOUNT_TYPES: readonly AccountType[] = /* @__PURE__ */ Object.keys(
  PENSION_PAYOUT_AGE,
) as AccountType[];

/** Whether `accountType` is a pension account. */
export function isPensionAccount(accountType: AccountType): boolean {
  return PENSION_PAYOUT_AGE[accountType] !== undefined;
}

/** Whether withdrawals from `accountType` are refused for a holder of `age` (PENSION_LOCKED). */
export function isPensionLocked(accountType: AccountType, age: number | null): boolean {
  const payoutAge = PENSION_PAYOUT_AGE[accountType];
  if (payoutAge === undefined) return false;
  return age === null || age < payoutAge;
}
