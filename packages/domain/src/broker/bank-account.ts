import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { parse as parseKontonummer } from 'kontonummer';

/**
 * A payout (pre-registered) bank account's number, validated by maintained libraries: an IBAN of any
 * country (ibantools: country format and check digits), or a Swedish clearing number and account
 * number (kontonummer: Bankgirot's rules per bank, check digits included). Its own entry point
 * (`@havn/domain/broker/bank-account`), so the rule tables load only where they are used.
 */
export type BankAccountInput = { iban: string } | { clearingNumber: string; accountNumber: string };

export interface BankAccountNumber {
  iban: string | null;
  clearingNumber: string | null;
  accountNumber: string | null;
  bankName: string | null;
  /** The number as people write it: the IBAN in groups of four, or "clearing, account". */
  display: string;
  /** One spelling per account, for "already added". */
  numberKey: string;
}

/** The parsed number, or null when it is not a valid account number. */
export function parseBankAccount(input: BankAccountInput): BankAccountNumber | null {
  if ('iban' in input) {
    const iban = electronicFormatIBAN(input.iban);
    if (!iban || !isValidIBAN(iban)) return null;
    return {
      iban,
      clearingNumber: null,
      accountNumber: null,
      bankName: null,
      display: friendlyFormatIBAN(iban) ?? iban,
      numberKey: `IBAN:${iban}`,
    };
  }
  try {
    const parsed = parseKontonummer(input.clearingNumber, input.accountNumber, { mode: 'strict' });
    return {
      iban: null,
      clearingNumber: parsed.sortingCode,
      accountNumber: parsed.accountNumber,
      bankName: parsed.bankName,
      display: parsed.format('pretty'),
      numberKey: `SE:${parsed.sortingCode}:${parsed.accountNumber}`,
    };
  } catch {
    return null;
  }
}

/** The last digits of a number, for a masked display ("•••• 7466"). */
export function lastDigits(number: BankAccountNumber, count = 4): string {
  const digits = (number.iban ?? number.accountNumber ?? '').replace(/\D/g, '');
  return digits.slice(-count);
}
