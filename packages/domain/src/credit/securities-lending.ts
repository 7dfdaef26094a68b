import type { AccountType } from '../broker/account-type.ts';
import { addBankDays, bankingOf, localDateOf } from '../broker/bank-days.ts';
import { roundMoney } from '../broker/currency.ts';
import { BrokerDecimal, dec } from '../broker/decimal.ts';
import type { InstrumentType } from '../broker/market-lists.ts';
import { utcOfLocal } from '../zoned-time.ts';

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
  if (!amount.greaterThan(0)) return roundMoney(dec(0), terms.currency);
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
  const lending = holdings.filter((h) => LENDING_PERCENT[h.type] > 0 && dec(h.value).greaterThan(0));
  const pledged = lending.reduce((sum, h) => sum.plus(dec(h.value)), dec(0));
  const largest = lending.reduce((max, h) => BrokerDecimal.max(max, dec(h.value)), dec(0));
  const diversified =
    lending.length >= DIVERSIFIED.minHoldings &&
    pledged.greaterThan(0) &&
    largest.times(100).lessThanOrEqualTo(pledged.times(DIVERSIFIED.maxLargestPercent));
  const items = holdings.map((h): LendingItem => {
    let percent = LENDING_PERCENT[h.type];
    if (percent > 0 && h.type === 'STOCK' && diversified) percent = DIVERSIFIED.stockPercent;
    if (
      percent > 0 &&
      pledged.greaterThan(0) &&
      dec(h.value).times(100).greaterThan(pledged.times(CONCENTRATED_PERCENT))
    ) {
      percent = percent / 2;
    }
    const value = dec(h.value).greaterThan(0) ? dec(h.value).times(percent).dividedBy(100) : dec(0);
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
  const roomLeft = room.greaterThan(0) ? room : dec(0);
  const buyingPower = (free.greaterThan(0) ? free : dec(0)).plus(roomLeft);
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

/**
 * A margin call (domain notes §6, "Margin call"): an over-leveraged account is told at once and has
 * until 12:00 on the next bank day of its currency's country to cover the shortfall by a deposit or a
 * sale; after that Havn sells for it.
 */
export const MARGIN_CALL_NOON_MINUTES = 12 * 60;

/** When a margin call made at `calledAt` on an account in `currency` must be covered by. */
export function marginCallDeadline(calledAt: Date, currency: string): Date {
  const { country, timeZone } = bankingOf(currency);
  const day = addBankDays(country, localDateOf(timeZone, calledAt), 1);
  const epochDay = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return new Date(utcOfLocal(timeZone, epochDay, MARGIN_CALL_NOON_MINUTES));
}

/** A holding as the forced sale sees it: its units, its price now and its lending percent. */
export interface SellableHolding {
  instrumentId: number;
  /** Units free to sell (not held back by an open sell). */
  units: number;
  /** Its price now, in the account's currency. */
  price: string;
  percent: number;
}

/** Room for the sale's fee and the price moving before the fill: the plan sells this much more. */
export const FORCED_SALE_BUFFER_PERCENT = 2;

/**
 * What a forced sale sells to cover `shortfall`: each unit sold pays back its price of the loan and
 * takes away its lending value, so it covers price × (1 − percent). The largest holding goes first (it
 * is what concentrates the book), then the next, in whole units, with a small buffer. A holding
 * without a price is not sold. When everything sold would not cover it, everything is sold.
 */
export function forcedSalePlan(
  holdings: readonly SellableHolding[],
  shortfall: string | BrokerDecimal,
): { instrumentId: number; units: number }[] {
  let need = dec(shortfall)
    .times(100 + FORCED_SALE_BUFFER_PERCENT)
    .dividedBy(100);
  const plan: { instrumentId: number; units: number }[] = [];
  const byValue = [...holdings]
    .filter((h) => h.units > 0 && dec(h.price).greaterThan(0))
    .sort((a, b) => dec(b.price).times(b.units).comparedTo(dec(a.price).times(a.units)));
  for (const h of byValue) {
    if (!need.greaterThan(0)) break;
    const perUnit = dec(h.price)
      .times(100 - h.percent)
      .dividedBy(100);
    const units = Math.min(h.units, need.dividedBy(perUnit).ceil().toNumber());
    plan.push({ instrumentId: h.instrumentId, units });
    need = need.minus(perUnit.times(units));
  }
  return plan;
}
