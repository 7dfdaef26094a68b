import { roundMoney } from './currency.ts';
import { type BrokerDecimal, dec } from './decimal.ts';

/**
 * Corporate actions: what a company does to its shares that reaches the holders' accounts (domain
 * notes §5). Havn books cash dividends today; the other types are listed when announced and wait for
 * their booking rules.
 */
export const CORPORATE_ACTION_TYPES = [
  'DIVIDEND',
  'SPLIT',
  'REVERSE_SPLIT',
  'RIGHTS_ISSUE',
  'TENDER_OFFER',
  'SPIN_OFF',
] as const;
export type CorporateActionType = (typeof CORPORATE_ACTION_TYPES)[number];

/**
 * An account's view of one event (domain notes: "announced → open for election → answered → deadline
 * passed → processing → booked | lapsed", assumed). A dividend needs no answer: ANNOUNCED until its
 * ex-date fixes who is entitled, PROCESSING until its payment date, then BOOKED.
 */
export const CORPORATE_ACTION_STATES = [
  'ANNOUNCED',
  'OPEN',
  'ANSWERED',
  'DEADLINE_PASSED',
  'PROCESSING',
  'BOOKED',
  'LAPSED',
] as const;
export type CorporateActionState = (typeof CORPORATE_ACTION_STATES)[number];

/** OPEN: still to happen in the account; HISTORY: booked or lapsed. */
export const CORPORATE_ACTION_LISTS = ['OPEN', 'HISTORY'] as const;
export type CorporateActionList = (typeof CORPORATE_ACTION_LISTS)[number];

export function listOfState(state: CorporateActionState): CorporateActionList {
  return state === 'BOOKED' || state === 'LAPSED' ? 'HISTORY' : 'OPEN';
}

/** A cash dividend's terms: an amount per share in the instrument's trading currency. */
export interface DividendTerms {
  amountPerShare: string;
  currency: string;
}

/**
 * What a holder of `units` on the ex-date receives: units × amount per share, rounded to the
 * currency's minor unit (half-up, as every money amount). Nothing for no units.
 */
export function dividendAmount(units: string | BrokerDecimal, terms: DividendTerms): string {
  const held = typeof units === 'string' ? dec(units) : units;
  if (held.lessThanOrEqualTo(0)) return roundMoney('0', terms.currency);
  return roundMoney(held.times(dec(terms.amountPerShare)), terms.currency);
}

/**
 * Where a dividend stands for an account on `today` (the market's calendar day): before the ex-date
 * nobody is entitled yet (ANNOUNCED: buying before it still qualifies); from the ex-date until it is
 * paid PROCESSING; BOOKED once paid. `booked` is whether the account's payment is in its ledger.
 */
export function dividendState(
  dates: { exDate: string; payDate: string },
  today: string,
  booked: boolean,
): CorporateActionState {
  if (booked) return 'BOOKED';
  return today < dates.exDate ? 'ANNOUNCED' : 'PROCESSING';
}
