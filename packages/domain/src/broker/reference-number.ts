import type { AccountType } from './account-type.ts';

/**
 * Reference numbers for bank transfers into an account (domain notes §2): the bank transfer carries
 * the reference, and the reference names the account. Each country has its own scheme: OCR in Sweden
 * and KID in Norway with a Luhn (mod 10) check digit, viite in Finland with the 7-3-1 check digit,
 * FIK in Denmark (+71: a 15-digit payment id whose last digit is a mod 10 check, to a creditor number).
 */
export const REFERENCE_SCHEMES = ['OCR', 'KID', 'VIITE', 'FIK'] as const;
export type ReferenceScheme = (typeof REFERENCE_SCHEMES)[number];

const SCHEME_OF: Partial<Record<AccountType, ReferenceScheme>> = {
  ISK: 'OCR',
  AF: 'OCR',
  KF: 'OCR',
  ASK: 'KID',
  AKSJE_FOND: 'KID',
  AKTIESPAREKONTO: 'FIK',
  AKTIEDEPOT: 'FIK',
  AOT: 'VIITE',
  ARVO_OSUUSTILI: 'VIITE',
  // The pensions the customer pays into themselves; an employer's pays through payroll.
  PRIVATE_PENSION: 'OCR',
  IPS: 'KID',
  RATEPENSION: 'FIK',
  ALDERSOPSPARING: 'FIK',
  PS: 'VIITE',
};

/** The scheme bank transfers into an account of this type use; null where none is offered (a German depot, a pension only an employer pays into). */
export function referenceSchemeOf(accountType: AccountType): ReferenceScheme | null {
  return SCHEME_OF[accountType] ?? null;
}

/** The Luhn check digit of `digits` (weights 2, 1, 2… from the right, products' digits summed). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The Finnish reference's check digit: weights 7, 3, 1 repeated from the right, up to the next ten. */
export function viiteCheckDigit(digits: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * weights[i % 3]!;
  return (10 - (sum % 10)) % 10;
}

/** Digits a DK payment id has before its check digit. */
const FIK_BODY_LENGTH = 14;

/** The account's reference number, digits only. */
export function referenceNumberFor(scheme: ReferenceScheme, accid: string): string {
  if (!/^\d{1,18}$/.test(accid)) throw new Error(`not an account id: ${accid}`);
  switch (scheme) {
    case 'OCR':
    case 'KID':
      return `${accid}${luhnCheckDigit(accid)}`;
    case 'VIITE': {
      // A viite has at least 4 digits in all: 3 before the check digit.
      const body = accid.padStart(3, '0');
      return `${body}${viiteCheckDigit(body)}`;
    }
    case 'FIK': {
      if (accid.length > FIK_BODY_LENGTH)
        throw new Error(`account id too long for a FIK payment id: ${accid}`);
      const body = accid.padStart(FIK_BODY_LENGTH, '0');
      return `${body}${luhnCheckDigit(body)}`;
    }
  }
}

/** The account id a reference number names, or null when it is not a valid reference of `scheme`. */
export function accidOfReference(scheme: ReferenceScheme, reference: string): string | null {
  const digits = reference.replace(/[\s+<]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const body = digits.slice(0, -1);
  const check = Number(digits.at(-1));
  switch (scheme) {
    case 'OCR':
    case 'KID':
      if (digits.length < 2 || digits.length > 25 || luhnCheckDigit(body) !== check) return null;
      break;
    case 'VIITE':
      if (digits.length < 4 || digits.length > 20 || viiteCheckDigit(body) !== check) return null;
      break;
    case 'FIK':
      if (digits.length !== FIK_BODY_LENGTH + 1 || luhnCheckDigit(body) !== check) return null;
      break;
  }
  const accid = body.replace(/^0+(?=\d)/, '');
  return /^\d{1,18}$/.test(accid) ? accid : null;
}

/**
 * How the reference is written for the customer to copy: a viite in groups of five from the right,
 * a FIK as the whole payment line (+71<payment id+creditor number<); OCR and KID as they are.
 */
export function formatReference(scheme: ReferenceScheme, reference: string, creditorNumber = ''): string {
  if (scheme === 'VIITE') return reference.replace(/\B(?=(\d{5})+$)/g, ' ');
  if (scheme === 'FIK') return `+71<${reference}+${creditorNumber}<`;
  return reference;
}
