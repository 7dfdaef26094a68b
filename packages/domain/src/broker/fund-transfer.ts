import { type AccountType, instrumentAllowedInAccount } from './account-type.ts';
import { addBankDays } from './bank-days.ts';
import { roundMoney } from './currency.ts';
import { type BrokerDecimal, dec } from './decimal.ts';
import type { InstrumentType } from './market-lists.ts';

/**
 * Moving fund holdings in from another fund company or bank (domain notes §3 "Moving funds in"): the
 * customer gives Havn the transfer authority, the old provider moves the units whole (they are never
 * sold), may charge 39–1,500 SEK a fund, and is done within about 14 days (10 bank days); no trading
 * in the moving funds meanwhile. A Norwegian ASK moves in 10 bank days by law.
 *
 * A tax wrapper only takes holdings from the same kind of wrapper: an ISK takes funds from another
 * ISK, an ASK from an ASK, an aktiesparekonto from an aktiesparekonto, a KF from a KF; an ordinary
 * depot or fund account moves into an ordinary one. From an ordinary depot into an ISK is not a move
 * but a sale there and a deposit here. Pensions have their own move (pension-move.ts).
 */

/** What kind of account the holdings sit in at the old provider. */
export const FUND_TRANSFER_WRAPPERS = ['ISK', 'KF', 'ASK', 'AKTIESPAREKONTO', 'DEPOT', 'PENSION'] as const;
export type FundTransferWrapper = (typeof FUND_TRANSFER_WRAPPERS)[number];

/** Why a holding may not move into an account. */
export const FUND_NOT_MOVABLE_REASONS = [
  /** Havn does not offer the fund, so it cannot be held here. */
  'NOT_AT_HAVN',
  /** A pension: moved by the pension move, not this one. */
  'PENSION',
  /** From an ordinary depot into a tax wrapper (ISK, ASK, aktiesparekonto, KF): a sale and a deposit. */
  'SALE_AND_DEPOSIT',
  /** From one wrapper into another kind (an ISK into an ordinary depot…). */
  'WRONG_ACCOUNT_TYPE',
  /** The receiving account's type may not hold this fund (an ASK: funds from the EEA only…). */
  'NOT_ALLOWED_IN_ACCOUNT',
  /** It is in an unfinished transfer already. */
  'ALREADY_MOVING',
  /** The provider does not report it among the customer's holdings. */
  'UNKNOWN_HOLDING',
] as const;
export type FundNotMovableReason = (typeof FUND_NOT_MOVABLE_REASONS)[number];

/** Why the old provider turned a transfer down. */
export const FUND_TRANSFER_REJECT_REASONS = [
  'AUTHORITY_REJECTED',
  'HOLDING_CHANGED',
  'UNKNOWN_HOLDING',
  'NOT_MOVABLE',
] as const;
export type FundTransferRejectReason = (typeof FUND_TRANSFER_REJECT_REASONS)[number];

/** The accounts of Havn each wrapper's holdings may move into. */
export const FUND_TRANSFER_RECEIVERS: Readonly<Record<FundTransferWrapper, readonly AccountType[]>> = {
  ISK: ['ISK'],
  KF: ['KF'],
  ASK: ['ASK'],
  AKTIESPAREKONTO: ['AKTIESPAREKONTO'],
  DEPOT: ['AF', 'AKSJE_FOND', 'AKTIEDEPOT', 'ARVO_OSUUSTILI', 'DEPOT'],
  PENSION: [],
};

const TAX_WRAPPERS: readonly AccountType[] = ['ISK', 'KF', 'ASK', 'AKTIESPAREKONTO', 'AOT'];

/**
 * Why a holding in `wrapper` may not move into an account of `accountType`, or null when it may. A
 * fund Havn does not list (`instrument` null) cannot move anywhere; the account must be the same kind
 * of wrapper and allowed to hold the fund.
 */
export function fundNotMovableReason(
  wrapper: FundTransferWrapper,
  instrument: { type: InstrumentType; country: string } | null,
  accountType: AccountType,
): FundNotMovableReason | null {
  if (wrapper === 'PENSION') return 'PENSION';
  if (!instrument) return 'NOT_AT_HAVN';
  if (!FUND_TRANSFER_RECEIVERS[wrapper].includes(accountType)) {
    return wrapper === 'DEPOT' && TAX_WRAPPERS.includes(accountType)
      ? 'SALE_AND_DEPOSIT'
      : 'WRONG_ACCOUNT_TYPE';
  }
  return instrumentAllowedInAccount(accountType, instrument) ? null : 'NOT_ALLOWED_IN_ACCOUNT';
}

/** The old provider's fees for the chosen holdings, summed (each fund's own, in its currency). */
export function fundTransferFees(fees: readonly { fee: string; currency: string }[]): Record<string, string> {
  const sums = new Map<string, BrokerDecimal>();
  for (const f of fees) sums.set(f.currency, (sums.get(f.currency) ?? dec(0)).plus(dec(f.fee)));
  return Object.fromEntries([...sums].map(([currency, sum]) => [currency, roundMoney(sum, currency)]));
}

/**
 * How many bank days a move of holdings should take, by the receiving country (ISO alpha-2): about
 * 14 calendar days in Sweden, Denmark and Finland (10 bank days, assumed), and 10 bank days in
 * Norway, which the law sets for an ASK (a documented case took 37 days: it is a promise, not a fact).
 */
export const FUND_TRANSFER_BANK_DAYS: Readonly<Record<string, number>> = { SE: 10, NO: 10, DK: 10, FI: 10 };

/** The day a transfer signed on `signedDate` (YYYY-MM-DD, local) should be done by, in `country`'s bank days. */
export function fundTransferExpectedBy(country: string, signedDate: string): string {
  const upper = country.toUpperCase();
  return addBankDays(upper, signedDate, FUND_TRANSFER_BANK_DAYS[upper] ?? 10);
}

export const FUND_TRANSFER_STATUSES = ['SIGNED', 'SENT', 'IN_TRANSFER', 'COMPLETED', 'REJECTED'] as const;
export type FundTransferStatus = (typeof FUND_TRANSFER_STATUSES)[number];

const ORDER: Readonly<Record<FundTransferStatus, number>> = {
  SIGNED: 0,
  SENT: 1,
  IN_TRANSFER: 2,
  COMPLETED: 3,
  REJECTED: 3,
};

export const isFinalFundTransferStatus = (s: FundTransferStatus): boolean =>
  s === 'COMPLETED' || s === 'REJECTED';

/**
 * A transfer of several funds stands where its least advanced fund stands; once every one is done it
 * is COMPLETED if any units came over, else REJECTED.
 */
export function fundTransferStatusOf(items: readonly FundTransferStatus[]): FundTransferStatus {
  if (items.length === 0) return 'SIGNED';
  const open = items.filter((s) => !isFinalFundTransferStatus(s));
  if (open.length === 0) return items.includes('COMPLETED') ? 'COMPLETED' : 'REJECTED';
  return open.reduce((least, s) => (ORDER[s] < ORDER[least] ? s : least));
}

/** The steps a transfer's page shows. */
export const FUND_TRANSFER_STEPS = ['SIGNED', 'SENT', 'IN_TRANSFER', 'COMPLETED'] as const;
export type FundTransferStep = (typeof FUND_TRANSFER_STEPS)[number];

export interface FundTransferStepView {
  step: FundTransferStep;
  state: 'DONE' | 'CURRENT' | 'PENDING' | 'FAILED';
  at: string | null;
}

/**
 * Every step up to the last one reached is DONE, the next CURRENT, the rest PENDING; a REJECTED
 * transfer FAILED at the step after the last one it reached.
 */
export function fundTransferSteps(
  status: FundTransferStatus,
  reachedAt: Partial<Record<FundTransferStatus, string>>,
): FundTransferStepView[] {
  const lastReached =
    status === 'REJECTED'
      ? FUND_TRANSFER_STEPS.reduce<number>((last, s, i) => (reachedAt[s] ? i : last), -1)
      : FUND_TRANSFER_STEPS.indexOf(status as FundTransferStep);
  return FUND_TRANSFER_STEPS.map((step, i): FundTransferStepView => {
    if (i <= lastReached) return { step, state: 'DONE', at: reachedAt[step] ?? null };
    if (i === lastReached + 1) {
      return status === 'REJECTED'
        ? { step, state: 'FAILED', at: reachedAt.REJECTED ?? null }
        : { step, state: 'CURRENT', at: null };
    }
    return { step, state: 'PENDING', at: null };
  });
}
