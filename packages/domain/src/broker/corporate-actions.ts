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

/**
 * What a holder may answer. A tender offer: ACCEPT, tendering some or all of the units held (not
 * answering keeps them). Other types take no answer yet.
 */
export const CORPORATE_ACTION_OPTIONS = ['ACCEPT'] as const;
export type CorporateActionOption = (typeof CORPORATE_ACTION_OPTIONS)[number];

export function optionsOf(type: CorporateActionType): readonly CorporateActionOption[] {
  return type === 'TENDER_OFFER' ? ['ACCEPT'] : [];
}

export type AnswerProblem =
  | 'NO_ANSWER_NEEDED'
  | 'DEADLINE_PASSED'
  | 'INVALID_ANSWER'
  | 'INSUFFICIENT_HOLDINGS';

/**
 * Whether an answer may be given (or changed, or withdrawn when `option` is null) at `now`: only to an
 * event that asks for one, before its deadline, with an option it offers and a whole number of units
 * from 1 to what the account holds (`available`: free units plus those this answer already holds).
 */
export function checkAnswer(input: {
  type: CorporateActionType;
  deadline: Date | null;
  now: Date;
  option: string | null;
  volume: number | null;
  available: string | BrokerDecimal;
}): AnswerProblem | null {
  const offered = optionsOf(input.type);
  if (offered.length === 0 || input.deadline === null) return 'NO_ANSWER_NEEDED';
  if (input.now.getTime() >= input.deadline.getTime()) return 'DEADLINE_PASSED';
  if (input.option === null) return null;
  if (!(offered as readonly string[]).includes(input.option)) return 'INVALID_ANSWER';
  const volume = input.volume;
  if (volume === null || !Number.isInteger(volume) || volume < 1) return 'INVALID_ANSWER';
  const available = typeof input.available === 'string' ? dec(input.available) : input.available;
  if (dec(volume).greaterThan(available)) return 'INSUFFICIENT_HOLDINGS';
  return null;
}

/**
 * Where an elective event stands for an account: OPEN or ANSWERED until the deadline; after it an
 * answered one is PROCESSING until booked (BOOKED), an unanswered one LAPSED (nothing happens to it).
 */
export function electiveState(
  deadline: Date,
  now: Date,
  answered: boolean,
  booked: boolean,
): CorporateActionState {
  if (booked) return 'BOOKED';
  if (now.getTime() < deadline.getTime()) return answered ? 'ANSWERED' : 'OPEN';
  return answered ? 'PROCESSING' : 'LAPSED';
}

/**
 * Cash per share in the instrument's trading currency: a dividend's amount, a tender offer's price.
 */
export interface CashPerShare {
  amountPerShare: string;
  currency: string;
}

/**
 * What `units` receive at a cash amount per share (a dividend on the units held on the ex-date, a
 * tender offer's price on the units tendered): units × amount per share, rounded to the currency's
 * minor unit (half-up, as every money amount). Nothing for no units.
 */
export function cashForUnits(units: string | BrokerDecimal, terms: CashPerShare): string {
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
