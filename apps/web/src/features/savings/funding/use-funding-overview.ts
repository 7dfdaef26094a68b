import type {
  Account,
  MandateView,
  PayoutAccountView,
  RecurringDepositView,
  SavingsPlanView,
} from '@havn/contract/web';
import type { InstrumentType } from '@havn/domain/broker/market-lists';
import {
  type FundingPlan,
  type SavingsFunding,
  type SavingsFundingKind,
  savingsFunding,
  savingsPlanKind,
  willLackCash,
} from '@havn/domain/broker/savings-funding';
import { useQueries } from '@tanstack/react-query';
import { recurringDepositsQuery, useMandates } from '../../accounts-and-money/direct-debit-queries.ts';
import { usePayoutAccounts } from '../../accounts-and-money/money-out-queries.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useSavingsPlans } from '../queries.ts';
import { useInstrumentFacts } from '../use-instrument-names.ts';

/** One account the journey may fund: its plans of the kind, the rest that draws on its cash, what arrives. */
export interface FundingGroup {
  account: Account;
  /** The active plans of the journey's kind that buy from the account's cash. */
  plans: SavingsPlanView[];
  /** The account's other active plans (the other kind, or paid by direct debit): counted too. */
  others: SavingsPlanView[];
  /** The account's active recurring deposits. */
  deposits: RecurringDepositView[];
  funding: SavingsFunding;
}

/** An account's funding by the domain's rule: all its active plans against its active recurring deposits. */
function accountFunding(
  account: Account,
  onAccount: readonly SavingsPlanView[],
  deposits: readonly RecurringDepositView[],
  typesOf: (plan: SavingsPlanView) => InstrumentType[],
): SavingsFunding {
  const plans: FundingPlan[] = onAccount.map((p) => {
    const types = typesOf(p);
    return {
      amount: p.amount,
      dayOfMonth: p.dayOfMonth,
      source: p.source,
      allocations: p.allocations.map((a, i) => ({ ...a, type: types[i]! })),
    };
  });
  return savingsFunding({ plans, deposits, currency: account.currency });
}

const typesWith =
  (typeOf: (instrumentId: number) => string | undefined) =>
  (plan: SavingsPlanView): InstrumentType[] =>
    // An instrument not loaded counts as a fund: no buffer asked for it.
    plan.allocations.map((a) => (typeOf(a.instrumentId) ?? 'FUND') as InstrumentType);

/** The groups of one kind, by the domain's rule, once everything they depend on is known. */
export function fundingGroups(input: {
  kind: SavingsFundingKind;
  plans: readonly SavingsPlanView[];
  accounts: readonly Account[];
  depositsOf: (accid: string) => readonly RecurringDepositView[];
  typeOf: (instrumentId: number) => string | undefined;
}): FundingGroup[] {
  const active = input.plans.filter((p) => p.status === 'ACTIVE');
  const typesOf = typesWith(input.typeOf);
  const ofKind = (plan: SavingsPlanView) =>
    plan.source === 'CASH' && savingsPlanKind(typesOf(plan)) === input.kind;
  const groups: FundingGroup[] = [];
  for (const account of input.accounts) {
    const onAccount = active.filter((p) => p.accid === account.accid);
    const plans = onAccount.filter(ofKind);
    if (plans.length === 0) continue;
    const deposits = input.depositsOf(account.accid).filter((d) => d.status === 'ACTIVE');
    groups.push({
      account,
      plans,
      others: onAccount.filter((p) => !ofKind(p)),
      deposits,
      funding: accountFunding(account, onAccount, deposits, typesOf),
    });
  }
  return groups;
}

/**
 * The accounts whose plans will lack cash (the domain's `willLackCash`: free cash and a month of
 * recurring deposits short of a month's plans), for the plan list's link to the transfer; none until
 * everything is loaded, so a link never flickers in on a guess.
 */
export function useAccountsLackingCash(
  plans: readonly SavingsPlanView[],
  accounts: readonly Account[],
): ReadonlySet<string> {
  const active = plans.filter((p) => p.status === 'ACTIVE');
  const fromCash = [...new Set(active.filter((p) => p.source === 'CASH').map((p) => p.accid))];
  const ids = [...new Set(active.flatMap((p) => p.allocations.map((a) => a.instrumentId)))];
  const facts = useInstrumentFacts(ids);
  const deposits = useQueries({ queries: fromCash.map((accid) => recurringDepositsQuery(accid)) });
  const lacking = new Set<string>();
  if (facts.types === null || deposits.some((q) => !q.data)) return lacking;
  const typesOf = typesWith(facts.type);
  fromCash.forEach((accid, i) => {
    const account = accounts.find((a) => a.accid === accid);
    if (!account) return;
    const arriving = deposits[i]!.data!.filter((d) => d.status === 'ACTIVE');
    const onAccount = active.filter((p) => p.accid === accid);
    if (willLackCash(accountFunding(account, onAccount, arriving, typesOf), account.buyingPower)) {
      lacking.add(accid);
    }
  });
  return lacking;
}

/** The bank accounts a transfer into `account` may be collected from: active, with an active mandate in its currency. */
export function collectableFrom(
  account: Account,
  payouts: readonly PayoutAccountView[],
  mandates: readonly MandateView[],
): PayoutAccountView[] {
  const mandated = new Set(
    mandates
      .filter((m) => m.status === 'ACTIVE' && m.currency === account.currency)
      .map((m) => m.payoutAccountId),
  );
  return payouts.filter((p) => p.status === 'ACTIVE' && mandated.has(p.id));
}

export type FundingOverview =
  | { state: 'pending' }
  | { state: 'error'; error: unknown; retry(): void }
  | {
      state: 'ready';
      groups: FundingGroup[];
      payouts: PayoutAccountView[];
      mandates: MandateView[];
      name: (instrumentId: number) => string;
    };

/**
 * Everything the journey reads: the plans, the accounts, the types of what the plans buy, each
 * planned account's recurring deposits, the bank accounts and mandates; then the groups of `kind`.
 */
export function useFundingOverview(kind: SavingsFundingKind): FundingOverview {
  const plans = useSavingsPlans();
  const accounts = useAccountsQuery();
  const payouts = usePayoutAccounts();
  const mandates = useMandates();
  const active = (plans.data ?? []).filter((p) => p.status === 'ACTIVE');
  const ids = [...new Set(active.flatMap((p) => p.allocations.map((a) => a.instrumentId)))];
  const facts = useInstrumentFacts(ids);
  const accids = [...new Set(active.map((p) => p.accid))];
  const deposits = useQueries({ queries: accids.map((accid) => recurringDepositsQuery(accid)) });
  const reads = [plans, accounts, payouts, mandates, ...deposits];
  const failed = reads.find((q) => q.isError);
  if (failed) {
    return {
      state: 'error',
      error: failed.error,
      retry: () => {
        for (const q of reads) if (q.isError) void q.refetch();
      },
    };
  }
  if (reads.some((q) => q.isPending) || !facts.settled) return { state: 'pending' };
  const byAccid = new Map(accids.map((accid, i) => [accid, deposits[i]?.data ?? []]));
  return {
    state: 'ready',
    groups: fundingGroups({
      kind,
      plans: plans.data!,
      accounts: accounts.data!,
      depositsOf: (accid) => byAccid.get(accid) ?? [],
      typeOf: facts.type,
    }),
    payouts: payouts.data!,
    mandates: mandates.data!,
    name: facts.name,
  };
}
