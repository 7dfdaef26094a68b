import type { Account, PayoutAccountView } from '@havn/contract/web';
import type { SelectOption } from '../../components/SelectField.tsx';

/** An account as the money forms offer it: its alias or type, and its number. */
export const accountOption = (
  account: Account,
  typeName: (type: Account['accountType'], country: Account['country']) => string,
): SelectOption => ({
  value: account.accid,
  label: `${account.alias ?? typeName(account.accountType, account.country)} ${account.accountNumber}`,
});

/** A payout account as the money forms offer it: its number, and its bank when known. */
export const payoutOption = (payout: PayoutAccountView): SelectOption => ({
  value: payout.id,
  label: `${payout.display}${payout.bankName ? ` (${payout.bankName})` : ''}`,
});
