import type { AccountType } from './account-type.ts';
import { isPensionAccount } from './withdrawal.ts';

/**
 * Moving cash or securities between a customer's own accounts (domain notes §2, Internal transfers):
 * AF→ISK is a taxable sale at the last price that counts as an ISK deposit, allowed three bank days
 * after the trade; ISK→AF is refused; a KF is closed both ways; ISK→ISK and a Norwegian ASK→ASK are
 * tax-neutral; an aktiesparekonto and an osakesäästötili take cash only, and the aktiesparekonto's cash
 * moves only to and from the customer's own aktiedepot. Nothing leaves a pension account (its money is
 * locked until the payout age; a move to another company is a pension move, not a transfer), and a
 * pension takes cash only, as a contribution that counts against its yearly cap.
 */
export const TRANSFER_REFUSALS = [
  'SAME_ACCOUNT',
  'CURRENCY_MISMATCH',
  'KF_CLOSED',
  'ISK_TO_NON_ISK',
  'CASH_ONLY',
  'DK_ASK_VIA_OWN_DEPOT',
  'SECURITIES_NOT_MOVABLE',
  'TOO_SOON_AFTER_TRADE',
  'INSUFFICIENT_CASH',
  'INSUFFICIENT_UNITS',
  'NOT_ALLOWED_IN_ACCOUNT',
  'PENSION_LOCKED',
] as const;
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number];

/** Bank days after the trade before AF→ISK may move the holding. */
export const AF_TO_ISK_WAIT_BANK_DAYS = 3;

export interface TransferAccount {
  accountType: AccountType;
  currency: string;
}

export type TransferRuling =
  | { ok: true; taxableSale: boolean; countsAsDeposit: boolean }
  | { ok: false; reason: TransferRefusal };

const CASH_ONLY: ReadonlySet<AccountType> = new Set(['AKTIESPAREKONTO', 'AOT']);

/**
 * Whether `kind` may move from one of the customer's accounts to another, and how it is taxed.
 * `bankDaysSinceTrade` is the bank days since the holding was last bought (securities only; null:
 * never traded here). Balances and caps are checked where the money is, under the accounts' locks.
 */
export function ruleInternalTransfer(input: {
  from: TransferAccount & { accid: string };
  to: TransferAccount & { accid: string };
  kind: 'CASH' | 'SECURITIES';
  bankDaysSinceTrade?: number | null;
}): TransferRuling {
  const { from, to, kind } = input;
  if (from.accid === to.accid) return { ok: false, reason: 'SAME_ACCOUNT' };
  if (from.currency !== to.currency) return { ok: false, reason: 'CURRENCY_MISMATCH' };
  if (from.accountType === 'KF' || to.accountType === 'KF') return { ok: false, reason: 'KF_CLOSED' };
  if (isPensionAccount(from.accountType)) return { ok: false, reason: 'PENSION_LOCKED' };
  const danishAsk = from.accountType === 'AKTIESPAREKONTO' || to.accountType === 'AKTIESPAREKONTO';
  if (kind === 'CASH') {
    if (danishAsk) {
      const other = from.accountType === 'AKTIESPAREKONTO' ? to : from;
      if (other.accountType !== 'AKTIEDEPOT') return { ok: false, reason: 'DK_ASK_VIA_OWN_DEPOT' };
    }
    return {
      ok: true,
      taxableSale: false,
      countsAsDeposit:
        (to.accountType === 'ISK' && from.accountType !== 'ISK') || isPensionAccount(to.accountType),
    };
  }
  if (CASH_ONLY.has(from.accountType) || CASH_ONLY.has(to.accountType) || isPensionAccount(to.accountType))
    return { ok: false, reason: 'CASH_ONLY' };
  if (from.accountType === 'ISK' && to.accountType !== 'ISK') return { ok: false, reason: 'ISK_TO_NON_ISK' };
  if (from.accountType === 'AF' && to.accountType === 'ISK') {
    const days = input.bankDaysSinceTrade;
    if (days !== null && days !== undefined && days < AF_TO_ISK_WAIT_BANK_DAYS) {
      return { ok: false, reason: 'TOO_SOON_AFTER_TRADE' };
    }
    return { ok: true, taxableSale: true, countsAsDeposit: true };
  }
  if (from.accountType === to.accountType) return { ok: true, taxableSale: false, countsAsDeposit: false };
  return { ok: false, reason: 'SECURITIES_NOT_MOVABLE' };
}
