import { dec } from './decimal.ts';

/**
 * Direct debit (domain notes §2 "Mandates", issue 16 item 5): the customer's consent that Havn may
 * pull money from their own bank account, one scheme per country. Pure values and checks; the dates
 * (run days, cut-offs, activation) are in direct-debit-dates.ts, which needs the holiday calendar.
 *
 * - AUTOGIRO (SE): the consent is signed with BankID; debited on the due date, holiday → next bank day;
 *   changes by 16:30 the bank day before.
 * - AVTALEGIRO (NO): set up in the customer's own bank with a monthly maximum (larger amounts are
 *   stopped), a notice at least 7 days before each debit, weeks to activate.
 * - BETALINGSSERVICE (DK): PBS number, debtor group and customer number; 6–8 weeks to activate, the
 *   customer pays manually meanwhile.
 * - SUORAMAKSU (FI): Finland's national direct debit was replaced by e-invoice and direct payment
 *   (suoramaksu); its terms here are **assumed** to follow Autogiro's (notes §2 say "details assumed").
 */
export const MANDATE_SCHEMES = ['AUTOGIRO', 'AVTALEGIRO', 'BETALINGSSERVICE', 'SUORAMAKSU'] as const;
export type MandateScheme = (typeof MANDATE_SCHEMES)[number];

/** REQUESTED → ACTIVE → STOPPED (notes §2), or REJECTED when the bank says no. */
export const MANDATE_STATUSES = ['REQUESTED', 'ACTIVE', 'STOPPED', 'REJECTED'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export interface MandateSchemeRule {
  country: string;
  currency: string;
  /**
   * Bank days from the request until the bank has activated it, as the customer is told (the demo's
   * simulated bank answers in seconds, BANK_MANDATE_DELAY_SECONDS). Autogiro: a few bank days once
   * signed with eID → 3. AvtaleGiro: "weeks" → 15 (three weeks). Betalingsservice: 6–8 weeks → 35
   * (seven weeks). Suoramaksu: assumed 5 (a week).
   */
  activationBankDays: number;
  /** Whether the customer sets a monthly maximum with the mandate (AvtaleGiro). */
  monthlyMax: boolean;
  /**
   * How long before a run its amount may still be changed or stopped: 16:30 local on the bank day
   * before (Autogiro), or 16:30 local on the day the AvtaleGiro notice must go out (7 days before).
   */
  cutOff: { kind: 'BANK_DAY_BEFORE' } | { kind: 'NOTICE_DAYS'; days: number };
}

export const MANDATE_CUT_OFF_MINUTES = 16 * 60 + 30;

export const MANDATE_SCHEME_RULES: Readonly<Record<MandateScheme, MandateSchemeRule>> = {
  AUTOGIRO: {
    country: 'SE',
    currency: 'SEK',
    activationBankDays: 3,
    monthlyMax: false,
    cutOff: { kind: 'BANK_DAY_BEFORE' },
  },
  AVTALEGIRO: {
    country: 'NO',
    currency: 'NOK',
    activationBankDays: 15,
    monthlyMax: true,
    cutOff: { kind: 'NOTICE_DAYS', days: 7 },
  },
  BETALINGSSERVICE: {
    country: 'DK',
    currency: 'DKK',
    activationBankDays: 35,
    monthlyMax: false,
    cutOff: { kind: 'BANK_DAY_BEFORE' },
  },
  SUORAMAKSU: {
    country: 'FI',
    currency: 'EUR',
    activationBankDays: 5,
    monthlyMax: false,
    cutOff: { kind: 'BANK_DAY_BEFORE' },
  },
};

/** The scheme a customer living in `country` (ISO 3166-1 alpha-2, any case) signs; null: none offered. */
export function mandateSchemeOf(country: string): MandateScheme | null {
  const upper = country.toUpperCase();
  return MANDATE_SCHEMES.find((scheme) => MANDATE_SCHEME_RULES[scheme].country === upper) ?? null;
}

/** A recurring deposit's day of the month: 1..28, so every month has it. */
export const DAY_OF_MONTH_MAX = 28;

export function isDayOfMonth(day: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= DAY_OF_MONTH_MAX;
}

export type MandateMaxCheck = { ok: true } | { ok: false; code: 'MANDATE_MAX_EXCEEDED'; max: string };

/**
 * AvtaleGiro's monthly maximum: what the mandate's debits in one month come to (`alreadyThisMonth`,
 * plus this one) may not pass it; the bank stops a larger one. Other schemes have none (null max).
 */
export function checkMandateMax(
  monthlyMax: string | null,
  input: { alreadyThisMonth: string; amount: string },
): MandateMaxCheck {
  if (monthlyMax === null) return { ok: true };
  const total = dec(input.alreadyThisMonth).plus(dec(input.amount));
  return total.lessThanOrEqualTo(dec(monthlyMax))
    ? { ok: true }
    : { ok: false, code: 'MANDATE_MAX_EXCEEDED', max: monthlyMax };
}
