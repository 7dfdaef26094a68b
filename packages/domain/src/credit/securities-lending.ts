import type { AccountType } from '../broker/account-type.ts';
import { roundMoney } from '../broker/currency.ts';
import { BrokerDecimal, dec } from '../broker/decimal.ts';
import type { InstrumentType } from '../broker/market-lists.ts';

/**
 * Securities lending (värdepappersbelåning; domain notes §6, "Securities lending"): a customer borrows
 * against the holdings of one account, up to the lower of two figures — the holdings' lending value
 * (each holding's market value times its lending percent, summed) and the credit limit Havn granted.
 * The loan is the account's negative cash, as at Nordnet and Avanza: a deposit or a sale pays it back
 * by itself. Buying power is the free cash and what is left of that borrowing room; the room is
 * checked when an order is placed. When prices fall so far that the loan passes the lending value,
 * the account is over-leveraged and the shortfall must be covered by a deposit or a sale.
 */

/**
 * What Havn lends against each kind of instrument, in percent of its market value. Shares and ETFs
 * as at Nordnet (60 % for a liquid share, more for a broad ETF or fund); nothing against leveraged,
 * structured or derivative products, whose value can vanish in a day.
 */
export const LENDING_PERCENT: Readonly<Record<InstrumentType, number>> = {
  STOCK: 60,
  ETF: 70,
  FUND: 70,
  INVESTMENT_FUND: 70,
  CERTIFICATE: 0,
  BULL_BEAR: 0,
  TRACKER: 0,
  MINI_FUTURE: 0,
  UNLIMITED_TURBO: 0,
  WARRANT: 0,
  OPTION: 0,
};

/** A diversified book (Nordnet NO): more than five holdings that lend, the largest at most 20 %. */
export const DIVERSIFIED = { minHoldings: 6, maxLargestPercent: 20, stockPercent: 75 } as const;
/** A holding above half of what lends (DK's rule when applying) lends at half its percent. */
export const CONCENTRATED_PERCENT = 50;

/**
 * The accounts Havn lends against: Sweden's ordinary account, ISK and KF (as at Avanza: AF, ISK and
 * KF only), and each other country's ordinary securities account. Never a pension, and never a tax
 * wrapper whose law keeps credit out of it (Norway's ASK, Denmark's aktiesparekonto, Finland's
 * osakesäästötili).
 */
const LENDABLE_ACCOUNTS: ReadonlySet<AccountType> = new Set<AccountType>([
  'AF',
  'ISK',
  'KF',
  'AKSJE_FOND',
  'AKTIEDEPOT',
  'ARVO_OSUUSTILI',
]);

export function lendsAgainst(accountType: AccountType): boolean {
  return LENDABLE_ACCOUNTS.has(accountType);
}

export interface CreditTerms {
  currency: string;
  /** The smallest and largest credit limit Havn grants. */
  minLimit: string;
  maxLimit: string;
  /** The yearly interest on the loan, in percent, by the size of the loan: the first tier that holds it. */
  rates: readonly { upTo: string | null; percent: string }[];
}

/**
 * Each currency's terms. Norway's tiers are the market's own (2.95 % up to 50,000 NOK, domain notes
 * §6); the other rates are ASSUMED, near the Nordic brokers' published list prices in late 2026.
 */
export const CREDIT_TERMS: Readonly<Record<string, CreditTerms>> = {
  SEK: { currency: 'SEK', minLimit: '10000', maxLimit: '5000000', rates: [{ upTo: null, percent: '4.45' }] },
  NOK: {
    currency: 'NOK',
    minLimit: '10000',
    maxLimit: '5000000',
    rates: [
      { upTo: '50000', percent: '2.95' },
      { upTo: null, percent: '4.95' },
    ],
  },
  DKK: { currency: 'DKK', minLimit: '10000', maxLimit: '3500000', rates: [{ upTo: null, percent: '4.75' }] },
  EUR: { currency: 'EUR', minLimit: '1000', maxLimit: '500000', rates: [{ upTo: null, percent: '5.25' }] },
};

export function creditTerms(currency: string): CreditTerms | null {
  return CREDIT_TERMS[currency] ?? null;
}

/** The yearly rate for a loan of `loan` under `terms`. */
export function creditRate(terms: CreditTerms, loan: string | BrokerDecimal): string {
  const amount = dec(loan);
  const tier = terms.rates.find((r) => r.upTo === null || amount.lessThanOrEqualTo(dec(r.upTo)));
  return (tier ?? terms.rates[terms.rates.length - 1]!).percent;
}

/** One day's interest on `loan` (actual/365), in the loan's currency, to the cent. */
export function dailyInterest(terms: CreditTerms, loan: string | BrokerDecimal): string {
  const amount = dec(loan);
  if (!amount.isPositive()) return roundMoney(dec(0), terms.currency);
  return roundMoney(
    amount
      .times(dec(creditRate(terms, amount)))
      .dividedBy(100)
      .dividedBy(365),
    terms.currency,
  );
}

/** A holding as collateral: its market value in the account's currency. */
export interface Collateral {
  instrumentId: number;
  type: InstrumentType;
  value: string;
}

export interface LendingItem {
  instrumentId: number;
  percent: number;
  lendingValue: string;
}

export interface LendingValues {
  items: LendingItem[];
  total: string;
  diversified: boolean;
}

/**
 * Each holding's lending percent and value, and their sum. A diversified book lends more against its
 * shares; a holding worth more than half of what lends lends at half its percent.
 */
export function lendingValues(holdings: readonly Collateral[], currency: string): LendingValues {
  const lending = holdings.filter((h) => LENDING_PERCENT[h.type] > 0 && dec(h.value).isPositive());
  const pledged = lending.reduce((sum, h) => sum.plus(dec(h.value)), dec(0));
  const largest = lending.reduce((max, h) => BrokerDecimal.max(max, dec(h.value)), dec(0));
  const diversified =
    lending.length >= DIVERSIFIED.minHoldings &&
    pledged.isPositive() &&
    largest.times(100).lessThanOrEqualTo(pledged.times(DIVERSIFIED.maxLargestPercent));
  const items = holdings.map((h): LendingItem => {
    let percent = LENDING_PERCENT[h.type];
    if (percent > 0 && h.type === 'STOCK' && diversified) percent = DIVERSIFIED.stockPercent;
    if (
      percent > 0 &&
      pledged.isPositive() &&
      dec(h.value).times(100).greaterThan(pledged.times(CONCENTRATED_PERCENT))
    ) {
      percent = percent / 2;
    }
    const value = dec(h.value).isPositive() ? dec(h.value).times(percent).dividedBy(100) : dec(0);
    return { instrumentId: h.instrumentId, percent, lendingValue: roundMoney(value, currency) };
  });
  const total = items.reduce((sum, i) => sum.plus(dec(i.lendingValue)), dec(0));
  return { items, total: roundMoney(total, currency), diversified };
}

export type CreditState = 'NO_LOAN' | 'IN_USE' | 'OVER_LEVERAGED';

export interface CreditStanding {
  /** What is borrowed: the account's negative cash, held back by open buys included. */
  loan: string;
  /** What may be borrowed at most now: the lower of the limit and the lending value. */
  borrowingCap: string;
  /** What is left of the cap for new orders. */
  room: string;
  /** The free cash (when positive) and the room: what a new buy may spend. */
  buyingPower: string;
  state: CreditState;
  /** When over-leveraged: what a deposit or a sale must cover. */
  shortfall: string;
}

/**
 * Where an account with a credit limit stands: `freeCash` is its cash not held back by open buys (it is
 * negative once borrowing), `limit` the granted credit limit (zero without one).
 */
export function creditStanding(input: {
  freeCash: string | BrokerDecimal;
  lendingValue: string | BrokerDecimal;
  limit: string | BrokerDecimal;
  currency: string;
}): CreditStanding {
  const free = dec(input.freeCash);
  const loan = free.isNegative() ? free.negated() : dec(0);
  const cap = BrokerDecimal.min(dec(input.limit), dec(input.lendingValue));
  const room = cap.minus(loan);
  const roomLeft = room.isPositive() ? room : dec(0);
  const buyingPower = (free.isPositive() ? free : dec(0)).plus(roomLeft);
  const over = loan.greaterThan(dec(input.lendingValue));
  const state: CreditState = loan.isZero() ? 'NO_LOAN' : over ? 'OVER_LEVERAGED' : 'IN_USE';
  const money = (v: BrokerDecimal) => roundMoney(v, input.currency);
  return {
    loan: money(loan),
    borrowingCap: money(cap),
    room: money(roomLeft),
    buyingPower: money(buyingPower),
    state,
    shortfall: money(over ? loan.minus(dec(input.lendingValue)) : dec(0)),
  };
}

export type CreditLimitProblem =
  | { code: 'CREDIT_NOT_OFFERED'; detail: string }
  | { code: 'CREDIT_LIMIT_OUT_OF_RANGE'; minimum: string; maximum: string; currency: string };

/** Whether Havn may grant a limit of `limit` on an account of `accountType` in `currency`. */
export function checkCreditLimit(
  accountType: AccountType,
  currency: string,
  limit: string,
): CreditLimitProblem | null {
  const terms = creditTerms(currency);
  if (!lendsAgainst(accountType) || !terms) {
    return { code: 'CREDIT_NOT_OFFERED', detail: 'Havn does not lend against this kind of account.' };
  }
  const amount = dec(limit);
  if (amount.lessThan(dec(terms.minLimit)) || amount.greaterThan(dec(terms.maxLimit))) {
    return {
      code: 'CREDIT_LIMIT_OUT_OF_RANGE',
      minimum: roundMoney(dec(terms.minLimit), currency),
      maximum: roundMoney(dec(terms.maxLimit), currency),
      currency,
    };
  }
  return null;
}
