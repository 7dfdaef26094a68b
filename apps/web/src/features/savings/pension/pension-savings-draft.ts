import type { Account } from '@havn/contract/web';
import { type AccountType, accountTypeOf } from '@havn/domain';
import { ACCOUNT_TYPE_RULES, type ApiAccountType, isPensionAccount } from '@havn/domain/broker/index';
import { PENSION_AUTO_SAVINGS_STEPS, PENSION_NEW_SAVINGS_STEPS } from '@havn/routes';
import type { DraftAllocation } from '../AllocationEditor.tsx';
import { useSessionDraft } from '../session-draft.ts';

export type PensionNewStep = (typeof PENSION_NEW_SAVINGS_STEPS)[number];
export type PensionAutoStep = (typeof PENSION_AUTO_SAVINGS_STEPS)[number];
export { PENSION_AUTO_SAVINGS_STEPS, PENSION_NEW_SAVINGS_STEPS };

/** What starting new pension saving has been told: the type chosen and its terms accepted. */
export interface PensionNewDraft {
  accountType: ApiAccountType | '';
  accepted: boolean;
}

const emptyNew = (): PensionNewDraft => ({ accountType: '', accepted: false });

export function usePensionNewDraft() {
  return useSessionDraft('havn.savings.pension-new', emptyNew);
}

/** What monthly pension saving has been told so far, kept across its pages for the tab's session. */
export interface PensionAutoDraft {
  accid: string;
  amount: string;
  riskLevel: number | null;
  allocations: DraftAllocation[];
  /** The risk level the allocations were filled in from (the guide's mix), so a new level fills anew. */
  filledFor: number | null;
  payoutAccountId: string;
  dayOfMonth: number;
  /** The Idempotency-Key of the plan being made: the same on a retry, a new one once it is made. */
  key: string;
}

const emptyAuto = (): PensionAutoDraft => ({
  accid: '',
  amount: '',
  riskLevel: null,
  allocations: [],
  filledFor: null,
  payoutAccountId: '',
  dayOfMonth: 25,
  key: '',
});

export function usePensionAutoDraft() {
  return useSessionDraft('havn.savings.pension-auto', emptyAuto);
}

export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** The first step whose answer is missing before `step`, or null when every earlier step is answered. */
export function missingAutoStep(draft: PensionAutoDraft, step: PensionAutoStep): PensionAutoStep | null {
  const done: Record<PensionAutoStep, boolean> = {
    account: draft.accid !== '',
    amount: AMOUNT_PATTERN.test(draft.amount),
    risk: draft.riskLevel !== null,
    fund: draft.allocations.length > 0,
    'bank-account': draft.payoutAccountId !== '',
    date: draft.dayOfMonth >= 1 && draft.dayOfMonth <= 28,
    summary: true,
  };
  for (const earlier of PENSION_AUTO_SAVINGS_STEPS.slice(0, PENSION_AUTO_SAVINGS_STEPS.indexOf(step))) {
    if (!done[earlier]) return earlier;
  }
  return null;
}

const domainType = (account: Pick<Account, 'accountType' | 'country'>): AccountType =>
  accountTypeOf(account.accountType as AccountType, account.country);

/** A pension account the customer may pay into themselves (not an employer-paid one). */
export function takesOwnMoney(account: Pick<Account, 'accountType' | 'country'>): boolean {
  const type = domainType(account);
  return isPensionAccount(type) && ACCOUNT_TYPE_RULES[type].paidInBy === 'CUSTOMER';
}

/**
 * How many monthly runs on `dayOfMonth` are still to come this year after `today` (`YYYY-MM-DD`, UTC):
 * the runs a yearly contribution cap must still make room for.
 */
export function runsLeftThisYear(today: string, dayOfMonth: number): number {
  const [, month, day] = today.split('-').map(Number) as [number, number, number];
  return 12 - month + (dayOfMonth > day ? 1 : 0);
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
