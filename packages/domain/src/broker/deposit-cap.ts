import { ACCOUNT_TYPE_RULES, type AccountType, type DepositCap } from './account-type.ts';
import { roundMoney } from './currency.ts';
import { dec } from './decimal.ts';

/** The figure in force in `year`: the latest of that year or before (the first one before any). */
function figureFor(byYear: Readonly<Record<number, string>>, year: number): string {
  const years = Object.keys(byYear)
    .map(Number)
    .sort((a, b) => a - b);
  const inForce = years.filter((y) => y <= year).at(-1) ?? years[0]!;
  return byYear[inForce]!;
}

/** Who the cap is for, where it depends on them: the eID's birth date (YYYY-MM-DD), null when unknown. */
export interface CapHolder {
  birthDate: string | null;
}

/**
 * The Danish state pension age (folkepensionsalder) for a birth date, as the law stands since 2025:
 * 67 for those born 1955–1962, 68 for 1963–1966, 69 for 1967–1969, 70 from 1970; 66 before 1955 (all
 * of them past it by now).
 */
export function danishStatePensionAge(birthDate: string): number {
  const born = Number(birthDate.slice(0, 4));
  if (born < 1955) return 66;
  if (born <= 1962) return 67;
  if (born <= 1966) return 68;
  if (born <= 1969) return 69;
  return 70;
}

/**
 * The cap in force in `year`. A cap higher near the state pension age (the aldersopsparing) applies
 * from the calendar year in which the holder comes within its `yearsBefore` years of that age (by the
 * year's end), and after it; an unknown birth date keeps the ordinary cap.
 */
export function capFor(cap: DepositCap, year: number, holder?: CapHolder): string {
  const near = cap.nearStatePension;
  if (near && holder?.birthDate) {
    const ageAtYearEnd = year - Number(holder.birthDate.slice(0, 4));
    if (ageAtYearEnd >= danishStatePensionAge(holder.birthDate) - near.yearsBefore) {
      return figureFor(near.byYear, year);
    }
  }
  return figureFor(cap.byYear, year);
}

/** Whether a type's cap depends on who holds the account (their birth date). */
export function capDependsOnHolder(accountType: AccountType): boolean {
  return Boolean(ACCOUNT_TYPE_RULES[accountType].depositCap?.nearStatePension);
}

/**
 * What may still be paid into an account of `accountType` in `year`, in its currency; null when it is
 * not capped. `used` is what counts against the cap: for the aktiesparekonto the value on the last 31
 * December plus this year's deposits net of withdrawals, for the osakesäästötili all deposits net of
 * withdrawals, for a pension this year's contributions. `holder` where the cap depends on them. Never
 * negative.
 */
export function depositRoom(
  accountType: AccountType,
  input: { year: number; used: string; holder?: CapHolder },
): string | null {
  const rule = ACCOUNT_TYPE_RULES[accountType];
  if (rule.paidInBy === 'EMPLOYER') return roundMoney(dec(0), rule.currency);
  if (!rule.depositCap) return null;
  const room = dec(capFor(rule.depositCap, input.year, input.holder)).minus(dec(input.used));
  return roundMoney(room.isNegative() ? dec(0) : room, rule.currency);
}

/**
 * What counts against the cap this year. A yearly room (aktiesparekonto): the account's value on the
 * last 31 December plus this year's deposits net of withdrawals; with no year-end value kept (an
 * account opened this year, or the year end not valued yet) all its deposits net of withdrawals, which
 * for an account opened this year is the same thing. A lifetime cap (osakesäästötili): all deposits net
 * of withdrawals. A pension's yearly contributions: this year's money paid in (deposits and transfers
 * in, less any the bank returned), never lessened by payouts: a payout makes no room. Null when the
 * type is not capped.
 */
export function capUsed(
  accountType: AccountType,
  input: {
    yearEndValue: string | null;
    netDepositsThisYear: string;
    netDepositsAllTime: string;
    contributionsThisYear: string;
  },
): string | null {
  const cap = ACCOUNT_TYPE_RULES[accountType].depositCap;
  if (!cap) return null;
  if (cap.kind === 'YEARLY_ROOM' && input.yearEndValue !== null) {
    return dec(input.yearEndValue).plus(dec(input.netDepositsThisYear)).toString();
  }
  if (cap.kind === 'YEARLY_CONTRIBUTIONS') return dec(input.contributionsThisYear).toString();
  return dec(input.netDepositsAllTime).toString();
}

/** Whether a type's cap counts the year's contributions (a pension's), not deposits net of withdrawals. */
export function capsContributions(accountType: AccountType): boolean {
  return ACCOUNT_TYPE_RULES[accountType].depositCap?.kind === 'YEARLY_CONTRIBUTIONS';
}

/** The account types whose room starts from the value on 31 December, so a year end must be valued. */
export function valuedAtYearEnd(accountType: AccountType): boolean {
  return ACCOUNT_TYPE_RULES[accountType].depositCap?.kind === 'YEARLY_ROOM';
}

export type DepositCapRefusal = 'DEPOSIT_CAP_EXCEEDED' | 'CONTRIBUTION_CAP_EXCEEDED' | 'EMPLOYER_PAID_ONLY';
export type DepositCapCheck = { ok: true } | { ok: false; code: DepositCapRefusal; room: string };

/**
 * Whether `amount` fits the account's room: exactly the room fits, one öre or cent more does not. A
 * pension past its yearly cap is CONTRIBUTION_CAP_EXCEEDED (api.md), any other capped account
 * DEPOSIT_CAP_EXCEEDED; an account only an employer pays into takes nothing from the customer.
 */
export function checkDepositCap(
  accountType: AccountType,
  input: { year: number; used: string; amount: string; holder?: CapHolder },
): DepositCapCheck {
  const rule = ACCOUNT_TYPE_RULES[accountType];
  const room = depositRoom(accountType, input);
  if (room === null || (rule.paidInBy === 'CUSTOMER' && dec(input.amount).lessThanOrEqualTo(dec(room)))) {
    return { ok: true };
  }
  if (rule.paidInBy === 'EMPLOYER') return { ok: false, code: 'EMPLOYER_PAID_ONLY', room };
  const code =
    rule.depositCap?.kind === 'YEARLY_CONTRIBUTIONS' ? 'CONTRIBUTION_CAP_EXCEEDED' : 'DEPOSIT_CAP_EXCEEDED';
  return { ok: false, code, room };
}
