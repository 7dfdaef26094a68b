import type { RecurringDepositView } from '@havn/contract/web';
import type { SavingsFundingKind } from '@havn/domain/broker/savings-funding';
import { MONTHLY_SAVINGS_TRANSFER_STEPS } from '@havn/routes';
import { useCallback } from 'react';
import { useSessionDraft } from '../session-draft.ts';

export const FUNDING_STEPS = MONTHLY_SAVINGS_TRANSFER_STEPS;
export type FundingStep = (typeof FUNDING_STEPS)[number];

/** What the customer has chosen for the monthly transfer, kept across its two pages for the tab's session. */
export interface FundingDraft {
  /** The Havn account the money goes to. */
  accid: string;
  /** The bank account (a payout account with an active mandate) it is collected from. */
  payoutAccountId: string;
  /** The amount a month as typed; null: the suggestion for the account. */
  amount: string | null;
  /** The day of the month; null: the suggestion for the account. */
  dayOfMonth: number | null;
  /** The Idempotency-Key of the transfer being confirmed: the same on a retry, none after a change. */
  key: string;
  /** The recurring deposit made by the confirmation, shown as the receipt (also after a reload). */
  made: RecurringDepositView | null;
}

const emptyDraft = (): FundingDraft => ({
  accid: '',
  payoutAccountId: '',
  amount: null,
  dayOfMonth: null,
  key: '',
  made: null,
});

/** One draft per kind, so funds and ETFs are not mixed up in one tab. */
export function useFundingDraft(kind: SavingsFundingKind) {
  const [draft, update] = useSessionDraft<FundingDraft>(`havn.monthly-savings-transfer.${kind}`, emptyDraft);
  // Any change of what is to be confirmed is a new transfer: a new key.
  const change = useCallback(
    (answer: Partial<FundingDraft> | null) => update(answer === null ? null : { ...answer, key: '' }),
    [update],
  );
  return { draft, update, change };
}

/** An amount as the API takes it: digits with at most two decimals, more than zero. */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export function isAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value) && Number(value) > 0;
}

/**
 * Set when the customer goes to the other step: the step shown next puts focus on its heading. Kept
 * outside the components, as the page may be drawn afresh on the way.
 */
export const stepMove = { pending: false };
