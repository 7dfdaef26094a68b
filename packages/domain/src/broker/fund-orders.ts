import { localTimeOf, utcOfLocal } from '../zoned-time.ts';
import {
  addBankDays,
  isBankDay,
  marketTimeZone,
  settlementCountry,
  settlementDate,
  settlementDaysOf,
} from './bank-days.ts';
import { roundMoney } from './currency.ts';
import { type BrokerDecimal, BrokerDecimal as Decimal, dec } from './decimal.ts';
import type { InstrumentType } from './market-lists.ts';

/**
 * Fund orders (api.md "Funds and monthly savings", domain notes §3): a fund is not traded on an
 * exchange but bought and sold at its next net asset value (NAV). An order placed before the fund's
 * daily cut-off on a bank day trades that day; later, on a closed day or a holiday, the next bank day.
 * The price is unknown when the order is placed: a buy names the amount to invest, a sell the units
 * (or all of them), and the units a buy gets are the amount over the NAV, to four decimals.
 */

export const FUND_ORDER_SIDES = ['BUY', 'SELL'] as const;
export type FundOrderSide = (typeof FUND_ORDER_SIDES)[number];

/**
 * REGISTERED until the cut-off (cancellable), SENT to the fund company, PRICED at the trade date's NAV
 * (the units are in the holding, a sale's cash unsettled), SETTLED on the settlement day; REJECTED when
 * the fund company refuses, CANCELLED by the customer.
 */
export const FUND_ORDER_STATES = [
  'REGISTERED',
  'SENT',
  'PRICED',
  'SETTLED',
  'REJECTED',
  'CANCELLED',
] as const;
export type FundOrderState = (typeof FUND_ORDER_STATES)[number];

/** Fund units are kept to four decimals. */
export const FUND_UNIT_DECIMALS = 4;

/** The instrument types bought and sold by fund order, never on the exchange. */
export const FUND_TYPES: readonly InstrumentType[] = ['FUND', 'INVESTMENT_FUND'];

export function isFund(type: InstrumentType): boolean {
  return FUND_TYPES.includes(type);
}

/**
 * The daily cut-off in the fund's own market time, minutes after midnight: Sweden 13:00 (Nordnet,
 * Avanza), Norway 08:30 (domain notes §3). Denmark and Finland 12:00 are assumed.
 */
export const FUND_CUT_OFF_MINUTES: Readonly<Record<string, number>> = {
  SE: 13 * 60,
  NO: 8 * 60 + 30,
  DK: 12 * 60,
  FI: 12 * 60,
};
const DEFAULT_CUT_OFF_MINUTES = 12 * 60;

/** When a trade date's NAV is known to Havn: 18:00 in the fund's market time (assumed). */
export const FUND_NAV_KNOWN_MINUTES = 18 * 60;

/**
 * The smallest fund purchase, in the account's currency (domain notes §3: Avanza 100 SEK, Nordnet NO
 * 100 NOK, Nordnet FI €15; Denmark 100 DKK assumed).
 */
export const FUND_MIN_AMOUNT: Readonly<Record<string, string>> = {
  SEK: '100',
  NOK: '100',
  DKK: '100',
  EUR: '15',
};

export function fundMinimumAmount(currency: string): string {
  return FUND_MIN_AMOUNT[currency] ?? '15';
}

export interface FundFacts {
  type: InstrumentType;
  market: string;
  country: string;
}

export interface FundOrderTiming {
  /** The cut-off the order makes: before it the order may be cancelled. */
  cutOff: Date;
  /** The bank day whose NAV prices the order (the estimated trade date). */
  tradeDate: string;
  /** When that NAV is known and the order is priced. */
  navKnownAt: Date;
  /** The bank day a trade on `tradeDate` settles. */
  settleDate: string;
}

const DAY_MS = 86_400_000;

function epochDayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The cut-off, trade date, pricing time and settlement day of a fund order placed at `now`. */
export function fundOrderTiming(fund: FundFacts, now: Date): FundOrderTiming {
  const country = settlementCountry(fund.market, fund.country);
  const zone = marketTimeZone(fund.market, fund.country);
  const cutOffMinutes = FUND_CUT_OFF_MINUTES[country] ?? DEFAULT_CUT_OFF_MINUTES;
  const local = localTimeOf(zone, now.getTime());
  const today = dateOfEpochDay(local.epochDay);
  const tradeDate =
    isBankDay(country, today) && local.minutes < cutOffMinutes ? today : addBankDays(country, today, 1);
  const day = epochDayOf(tradeDate);
  return {
    cutOff: new Date(utcOfLocal(zone, day, cutOffMinutes)),
    tradeDate,
    navKnownAt: new Date(utcOfLocal(zone, day, FUND_NAV_KNOWN_MINUTES)),
    settleDate: settlementDate(country, tradeDate, settlementDaysOf(fund.type)),
  };
}

/** What a fund order asks for: a buy an amount of money; a sell units, or every unit held. */
export interface FundOrderRequest {
  side: FundOrderSide;
  amount?: string | undefined;
  units?: string | undefined;
  all?: boolean | undefined;
}

/** Why a fund sale, or a switch, is not well formed; no minimum applies to either. */
export interface FundSaleProblem {
  code: 'INVALID_FUND_ORDER';
  detail: string;
}

export type FundOrderProblem = FundSaleProblem | { code: 'AMOUNT_TOO_SMALL'; minimum: string };

/** null when the request is well formed for an account in `currency`; otherwise why not. */
export function checkFundOrder(request: FundOrderRequest, currency: string): FundOrderProblem | null {
  const { side, amount, units, all } = request;
  if (side === 'BUY') {
    if (units !== undefined || all !== undefined || amount === undefined) {
      return { code: 'INVALID_FUND_ORDER', detail: 'A fund purchase names the amount to invest.' };
    }
    const minimum = fundMinimumAmount(currency);
    if (dec(amount).lessThan(dec(minimum))) return { code: 'AMOUNT_TOO_SMALL', minimum };
    return null;
  }
  return checkFundSale(request);
}

/**
 * null when a sale names the units to sell (more than zero) or all of them, and no amount; otherwise
 * why not. Units only: unlike a purchase, a sale's check needs no account currency.
 */
export function checkFundSale(sale: Omit<FundOrderRequest, 'side'>): FundSaleProblem | null {
  const { amount, units, all } = sale;
  const asked = [amount !== undefined, units !== undefined, all === true].filter(Boolean).length;
  if (asked !== 1 || amount !== undefined || all === false) {
    return { code: 'INVALID_FUND_ORDER', detail: 'A fund sale names the units to sell, or all of them.' };
  }
  if (units !== undefined && !dec(units).greaterThan(0)) {
    return { code: 'INVALID_FUND_ORDER', detail: 'Sell more than zero units.' };
  }
  return null;
}

/** The units `amount` buys at `nav`, rounded down to four decimals (the fund keeps the rest). */
export function fundUnitsFor(amount: string | BrokerDecimal, nav: string): string {
  return dec(amount)
    .div(dec(nav))
    .toDecimalPlaces(FUND_UNIT_DECIMALS, Decimal.ROUND_DOWN)
    .toFixed(FUND_UNIT_DECIMALS);
}

/** What `units` sold at `nav` pay, in the fund's currency, to the currency's minor unit. */
export function fundAmountFor(units: string, nav: string, currency: string): string {
  return roundMoney(dec(units).times(dec(nav)), currency);
}

/** Units as the wire shows them: four decimals, trailing zeros dropped ("12.5", "3"). */
export function formatFundUnits(units: string | BrokerDecimal): string {
  return dec(units).toDecimalPlaces(FUND_UNIT_DECIMALS, Decimal.ROUND_DOWN).toFixed();
}

/** A fund switch (domain notes §3): units of one fund sold, and their proceeds buying another once priced. */
export interface FundSwitchRequest {
  fromInstrumentId: number;
  toInstrumentId: number;
  units?: string | undefined;
  all?: boolean | undefined;
}

/** null when the switch is well formed: two different funds, and units (or all) as a sale names them. */
export function checkFundSwitch(request: FundSwitchRequest): FundSaleProblem | null {
  if (request.fromInstrumentId === request.toInstrumentId) {
    return { code: 'INVALID_FUND_ORDER', detail: 'A switch moves units from one fund to another.' };
  }
  return checkFundSale({ units: request.units, all: request.all });
}
