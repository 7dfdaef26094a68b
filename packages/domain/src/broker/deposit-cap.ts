import { ACCOUNT_TYPE_RULES, type AccountType, type DepositCap } from './account-type.ts';
import { roundMoney } from './currency.ts';
import { dec } from './decimal.ts';

/** The cap in force in `year`: the latest figure of that year or before (the first one before any). */
export function capFor(cap: DepositCap, year: number): string {
  const years = Object.keys(cap.byYear)
    .map(Number)
    .sort((a, b) => a - b);
  const inForce = years.filter((y) => y <= year).at(-1) ?? years[0]!;
  return cap.byYear[inForce]!;
}

/**
 * What may still be paid into an account of `accountType` in `year`, in its currency; null when it is
 * not capped. `used` is what counts against the cap: for the aktiesparekonto the value on the last 31
 * December plus this year's deposits net of withdrawals, for the osakesäästötili all deposits net of
 * withdrawals. Never negative.
 */
export function depositRoom(accountType: AccountType, input: { year: number; used: string }): string | null {
  const rule = ACCOUNT_TYPE_RULES[accountType];
  if (!rule.depositCap) return null;
  const room = dec(capFor(rule.depositCap, input.year)).minus(dec(input.used));
  return roundMoney(room.isNegative() ? dec(0) : room, rule.currency);
}

export type DepositCapCheck = { ok: true } | { ok: false; code: 'DEPOSIT_CAP_EXCEEDED'; room: string };

/** Whether `amount` fits the account's room: exactly the room fits, one öre or cent more does not. */
export function checkDepositCap(
  accountType: AccountType,
  input: { year: number; used: string; amount: string },
): DepositCapCheck {
  const room = depositRoom(accountType, input);
  if (room === null || dec(input.amount).lessThanOrEqualTo(dec(room))) return { ok: true };
  return { ok: false, code: 'DEPOSIT_CAP_EXCEEDED', room };
}
