import { dec } from './decimal.ts';

/** One simulated bank deposit may bring at most this much (in the account currency). */
export const DEPOSIT_MAX = '1000000.00';
/** Deposit amounts: a plain decimal with at most two decimals (the wire format is checked by the contract). */
export const DEPOSIT_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** null when `amount` may be deposited; otherwise why not. */
export function checkDepositAmount(amount: string): string | null {
  if (!DEPOSIT_AMOUNT_PATTERN.test(amount)) return 'The amount must be a decimal with at most two decimals.';
  const value = dec(amount);
  if (value.lessThanOrEqualTo(0)) return 'The amount must be more than zero.';
  if (value.greaterThan(dec(DEPOSIT_MAX))) return `One deposit may bring at most ${DEPOSIT_MAX}.`;
  return null;
}
