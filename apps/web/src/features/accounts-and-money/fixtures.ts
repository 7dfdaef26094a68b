import type { Account } from '@havn/contract/web';

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
