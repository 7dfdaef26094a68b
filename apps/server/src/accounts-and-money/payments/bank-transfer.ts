import { randomUUID } from 'node:crypto';
import type { BankTransferDetails } from '@havn/contract';
import {
  accidOfReference,
  checkDepositCap,
  formatReference,
  type ReferenceScheme,
  referenceNumberFor,
  referenceSchemeOf,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';
import { capStandingOf } from '../accounts/cap-usage.ts';
import { HOUSE, lockAccount, postLedgerTransaction } from '../ledger/ledger-repo.ts';
import { insertDepositRequest, notificationSeen, recordNotification } from './payments-repo.ts';

/** Havn's client-funds accounts that reference-number transfers go to (demo figures). */
const RECEIVING: Record<
  ReferenceScheme,
  { label: 'bankgiro' | 'accountNumber' | 'iban' | 'creditorNumber'; value: string }[]
> = {
  OCR: [{ label: 'bankgiro', value: '5050-1055' }],
  KID: [{ label: 'accountNumber', value: '1503 42 71234' }],
  VIITE: [{ label: 'iban', value: 'FI21 1234 5600 0007 85' }],
  FIK: [{ label: 'creditorNumber', value: '89123456' }],
};
const RECIPIENT = 'Havn Securities – client funds';

/** How to pay into an account by bank transfer: its scheme, reference number and where to send it. */
export function bankTransferDetails(account: AccountRow): BankTransferDetails {
  const scheme = referenceSchemeOf(account.accountType);
  if (!scheme)
    return { scheme: null, reference: null, formatted: null, recipient: null, currency: account.currency };
  const reference = referenceNumberFor(scheme, account.accid);
  const receiving = RECEIVING[scheme];
  const creditor = receiving.find((r) => r.label === 'creditorNumber')?.value ?? '';
  return {
    scheme,
    reference,
    formatted: formatReference(scheme, reference, creditor),
    recipient: { name: RECIPIENT, accounts: receiving },
    currency: account.currency,
  };
}

export interface ReferenceTransferNotification {
  notificationId: string;
  scheme: ReferenceScheme;
  reference: string;
  amount: string;
  currency: string;
}

/**
 * A bank transfer with an account's reference number, reported by the bank: booked once by its
 * notification id as a deposit (a request row of its own, CREDITED). What would go past a capped
 * account's room is not booked but returned to the sender (CANCELLED), as the domain notes allow.
 */
export async function applyReferenceTransfer(
  ctx: AppContext,
  notification: ReferenceTransferNotification,
): Promise<boolean> {
  const accid = accidOfReference(notification.scheme, notification.reference);
  if (!accid) throw new AppError('NOT_FOUND', 'No account has this reference number.');
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accid);
    if (!account || referenceSchemeOf(account.accountType) !== notification.scheme) {
      throw new AppError('NOT_FOUND', 'No account has this reference number.');
    }
    if (notification.currency !== account.currency) {
      throw new AppError('CURRENCY_NOT_SUPPORTED', `Deposits to this account are in ${account.currency}.`);
    }
    // Under the account's lock: a second delivery of the same notification waits here, then stops.
    if (await notificationSeen(tx, notification.notificationId)) return false;
    const now = ctx.clock.now();
    const amount = roundMoney(notification.amount, account.currency);
    // What counts against the cap this year (a pension: this year's contributions), as every way in counts it.
    const standing = await capStandingOf(tx, account, now);
    const fits = checkDepositCap(account.accountType, { year: now.getUTCFullYear(), ...standing, amount }).ok;
    const requestId = randomUUID();
    await insertDepositRequest(tx, {
      requestId,
      accid: account.accid,
      userId: account.userId,
      method: 'BANK_TRANSFER',
      amount,
      currency: account.currency,
      status: fits ? 'CREDITED' : 'CANCELLED',
      createdAt: now,
      updatedAt: now,
    });
    await recordNotification(tx, {
      notificationId: notification.notificationId,
      requestId,
      kind: 'credit',
      amount,
      receivedAt: now,
    });
    if (fits) {
      await postLedgerTransaction(tx, {
        type: 'DEPOSIT',
        accid: account.accid,
        reference: `bank-transfer:${notification.notificationId}`,
        createdAt: now,
        entries: [
          { account: HOUSE.bank, kind: 'cash', asset: account.currency, amount: `-${amount}` },
          { account: account.accid, kind: 'cash', asset: account.currency, amount },
        ],
      });
    }
    return true;
  });
}
