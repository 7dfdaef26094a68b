import type { Account, PayoutAccountView } from '@havn/contract/web';
import { useMandates } from '../accounts-and-money/direct-debit-queries.ts';
import { usePayoutAccounts } from '../accounts-and-money/money-out-queries.ts';
import { useAccountsQuery } from '../accounts-and-money/queries.ts';

/**
 * What a plan form offers: the customer's accounts, and the bank accounts a direct debit may collect
 * from (active, with an active mandate). Pending while any is loading; the first failure otherwise.
 */
export function usePlanSetup():
  | { state: 'pending' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; accounts: Account[]; sources: PayoutAccountView[] } {
  const accounts = useAccountsQuery();
  const payouts = usePayoutAccounts();
  const mandates = useMandates();
  const queries = [accounts, payouts, mandates];
  const failed = queries.find((q) => q.isError);
  if (failed) return { state: 'error', error: failed.error };
  if (!accounts.data || !payouts.data || !mandates.data) return { state: 'pending' };
  const mandated = new Set(mandates.data.filter((m) => m.status === 'ACTIVE').map((m) => m.payoutAccountId));
  return {
    state: 'ready',
    accounts: accounts.data,
    sources: payouts.data.filter((p) => p.status === 'ACTIVE' && mandated.has(p.id)),
  };
}
