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
 * Pension account types and the age from which they pay out. Havn offers none yet (the pension issue
 * adds them); withdrawals already ask, so that issue only fills in this list.
 */
export const PENSION_ACCOUNT_TYPES: readonly AccountType[] = [];
export const PENSION_PAYOUT_AGE = 55;

/** Whether withdrawals from `accountType` are refused for a holder of `age` (PENSION_LOCKED). */
export function isPensionLocked(accountType: AccountType, age: number | null): boolean {
  if (!PENSION_ACCOUNT_TYPES.includes(accountType)) return false;
  return age === null || age < PENSION_PAYOUT_AGE;
}
