import { dec } from './decimal.ts';

/** An open-banking deposit as the customer sees it (domain notes §2; api.md, Money in and out). */
export const OPEN_BANKING_STATUSES = ['INITIATED', 'PENDING', 'CREDITED', 'CANCELLED', 'REVERSED'] as const;
export type OpenBankingStatus = (typeof OPEN_BANKING_STATUSES)[number];

/** What a Trustly-type provider tells us about a payment. */
export const PAYMENT_NOTIFICATION_KINDS = ['pending', 'credit', 'cancel', 'debit'] as const;
export type PaymentNotificationKind = (typeof PAYMENT_NOTIFICATION_KINDS)[number];

export interface OpenBankingOutcome {
  status: OpenBankingStatus;
  /** The money is in the account: a credit was received. */
  credited: boolean;
  /** The credit was taken back: a debit came (before or after the credit). */
  reversed: boolean;
  /** A debit came before any credit: kept, and applied the moment the credit arrives. */
  debitHeld: boolean;
}

/**
 * The outcome of every notification received so far, whatever order they came in: a function of the
 * set, so a replay or a late `pending` changes nothing. A credit wins over a cancel (the money did
 * arrive); a debit reverses a credit, and one that comes first waits for it, so the pair nets to zero
 * in either order.
 */
export function openBankingOutcome(seen: Iterable<PaymentNotificationKind>): OpenBankingOutcome {
  const kinds = new Set(seen);
  const credited = kinds.has('credit');
  const debited = kinds.has('debit');
  const status: OpenBankingStatus =
    credited && debited
      ? 'REVERSED'
      : credited
        ? 'CREDITED'
        : kinds.has('cancel')
          ? 'CANCELLED'
          : kinds.has('pending') || debited
            ? 'PENDING'
            : 'INITIATED';
  return { status, credited, reversed: credited && debited, debitHeld: debited && !credited };
}

/**
 * What a credit books when the provider's amount differs from the one asked for. As with Trustly, the
 * credit notification states what the bank actually paid, and that money is in our client-funds
 * account whatever was asked: booking the notified amount keeps the customer's balance equal to the
 * money held for them (refusing it would leave money in the bank that no account shows). The
 * difference is returned so the caller can record it; a credit without an amount is the asked amount.
 */
export function openBankingCreditAmount(
  asked: string,
  notified: string | null | undefined,
  round: (value: string) => string,
): { amount: string; difference: string } {
  const amount = round(notified ?? asked);
  return { amount, difference: round(dec(amount).minus(dec(asked)).toFixed()) };
}

/** Something the customer must do before the account may pay out again. */
export const REQUIRED_ACTIONS = ['COVER_NEGATIVE_CASH'] as const;
export type RequiredAction = (typeof REQUIRED_ACTIONS)[number];

/**
 * A reversed deposit whose cash was already spent leaves the account's cash below zero: the customer
 * must pay in the difference, and nothing may be withdrawn until then.
 */
export function requiredActionOf(cash: string): RequiredAction | null {
  return dec(cash).isNegative() ? 'COVER_NEGATIVE_CASH' : null;
}

/** What may leave the account while a required action is open: nothing below zero, ever. */
export function withdrawableWhileCovering(withdrawable: string, cash: string): string {
  return dec(cash).isNegative() || dec(withdrawable).isNegative() ? '0' : withdrawable;
}
