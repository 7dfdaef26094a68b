import { AUTO_FUND_STEPS } from '@havn/routes';
import type { DraftAllocation } from './AllocationEditor.tsx';
import { useSessionDraft } from './session-draft.ts';

export type AutoFundStep = (typeof AUTO_FUND_STEPS)[number];
export { AUTO_FUND_STEPS };

/** What the auto-fund wizard has been told so far, kept across its pages for the tab's session. */
export interface AutoFundDraft {
  amount: string;
  accepted: boolean;
  allocations: DraftAllocation[];
  accid: string;
  source: 'CASH' | 'DIRECT_DEBIT';
  payoutAccountId: string;
  dayOfMonth: number;
  /** The Idempotency-Key of the plan being made: the same on a retry, a new one once it is made. */
  key: string;
}

const STORAGE_KEY = 'havn.savings.auto-fund';

export const emptyDraft = (): AutoFundDraft => ({
  amount: '',
  accepted: false,
  allocations: [],
  accid: '',
  source: 'CASH',
  payoutAccountId: '',
  dayOfMonth: 25,
  key: '',
});

/** The wizard's draft and a way to change it (kept in sessionStorage, so Back and reload keep it). */
export function useAutoFundDraft(): [AutoFundDraft, (change: Partial<AutoFundDraft> | null) => void] {
  return useSessionDraft(STORAGE_KEY, emptyDraft);
}

/** The first step whose answer is missing before `step`, or null when every earlier step is answered. */
export function missingStepBefore(draft: AutoFundDraft, step: AutoFundStep): AutoFundStep | null {
  const done: Record<AutoFundStep, boolean> = {
    amount: /^\d{1,9}(\.\d{1,2})?$/.test(draft.amount),
    disclaimer: draft.accepted,
    plan: draft.allocations.length > 0,
    account: draft.accid !== '',
    'external-account': draft.source === 'CASH' || draft.payoutAccountId !== '',
    'day-of-month': draft.dayOfMonth >= 1 && draft.dayOfMonth <= 28,
    summary: true,
  };
  for (const earlier of AUTO_FUND_STEPS.slice(0, AUTO_FUND_STEPS.indexOf(step))) {
    if (!done[earlier]) return earlier;
  }
  return null;
}
