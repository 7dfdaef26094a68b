import type { Account } from '@havn/contract/web';
import { type AccountType, isPensionAccount } from '@havn/domain/broker/index';

/** The customer's pension accounts among all their accounts (the API's pension codes are Havn's own). */
export function pensionAccountsOf(accounts: readonly Account[] | undefined): Account[] {
  return (accounts ?? []).filter((a) => isPensionAccount(a.accountType as AccountType));
}
