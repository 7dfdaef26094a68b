import type { Account, MandateView, PayoutAccountView } from '@havn/contract/web';

/** Two Swedish accounts, an ISK and an AF, as the API lists them (tests only). */
export const ISK: Account = {
  accid: '7',
  accountNumber: '9001-7',
  accountType: 'ISK',
  country: 'SE',
  isDefault: true,
  depositRoom: null,
  requiredAction: null,
  alias: null,
  currency: 'SEK',
  cash: '5000.00',
  buyingPower: '5000.00',
  withdrawable: '5000.00',
  unsettled: '0.00',
};
export const AF: Account = {
  ...ISK,
  accid: '8',
  accountNumber: '9001-8',
  accountType: 'AF',
  country: 'SE',
  isDefault: false,
};

/**
 * An account with nothing on it yet, numbered from its id (tests only): a Swedish one unless told,
 * the default when it is its country's ordinary savings account (ISK, ASK).
 */
export function emptyAccount(
  accid: string,
  accountType: Account['accountType'],
  { country = 'SE', currency = 'SEK' }: { country?: string; currency?: string } = {},
): Account {
  return {
    accid,
    accountNumber: `9001-${accid}`,
    accountType,
    country,
    isDefault: accountType === 'ISK' || accountType === 'ASK',
    depositRoom: null,
    requiredAction: null,
    alias: null,
    currency,
    cash: '0.00',
    buyingPower: '0.00',
    withdrawable: '0.00',
    unsettled: '0.00',
  };
}

/** An active Swedish bank account for payouts and direct debits (tests only). */
export const PAYOUT: PayoutAccountView = {
  id: '6b1f3c1e-0000-4000-8000-000000000001',
  status: 'ACTIVE',
  iban: 'SE4550000000058398257466',
  clearingNumber: null,
  accountNumber: null,
  bankName: 'SEB',
  display: 'SE45 5000 0000 0583 9825 7466',
  rejectReason: null,
  createdAt: '2026-11-20T09:00:00Z',
};

/** An active Autogiro mandate on PAYOUT, without a monthly maximum (tests only). */
export const MANDATE: MandateView = {
  id: '7c2f3c1e-0000-4000-8000-000000000001',
  payoutAccountId: PAYOUT.id,
  scheme: 'AUTOGIRO',
  status: 'ACTIVE',
  monthlyMax: null,
  currency: 'SEK',
  expectedActiveDate: '2026-11-25',
  rejectReason: null,
  createdAt: '2026-11-20T09:05:00Z',
  activatedAt: '2026-11-20T09:06:00Z',
  stoppedAt: null,
};
