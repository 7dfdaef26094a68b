import { MOVE_SAVINGS_STEPS } from '@havn/routes';
import { useSessionDraft } from '../session-draft.ts';

export type MoveSavingsStep = (typeof MOVE_SAVINGS_STEPS)[number];
export { MOVE_SAVINGS_STEPS };

/** What the customer has told the fund transfer so far, kept across its pages for the tab's session. */
export interface MoveSavingsDraft {
  /** The fund company or bank the funds are at now. */
  provider: string;
  /** The transfer authority: Havn may fetch the holdings there and move the ones chosen. */
  authority: boolean;
  /** The Havn account to receive them. */
  toAccid: string;
  /** The holdings chosen to move. */
  holdingIds: string[];
  /** The Idempotency-Key of the transfer being signed: the same on a retry and after the eID. */
  key: string;
}

const emptyDraft = (): MoveSavingsDraft => ({
  provider: '',
  authority: false,
  toAccid: '',
  holdingIds: [],
  key: '',
});

export function useMoveSavingsDraft() {
  return useSessionDraft<MoveSavingsDraft>('havn.move-savings', emptyDraft);
}

/** The summary needs every answer of the first step; the confirmation needs none. */
export function isChosen(draft: MoveSavingsDraft): boolean {
  return draft.provider !== '' && draft.authority && draft.toAccid !== '' && draft.holdingIds.length > 0;
}

/**
 * Set when the customer goes to another step (on, or back): the next step shown puts focus on its
 * heading. Kept outside the components, as the page may be drawn afresh on the way.
 */
export const stepMove = { pending: false };

/** Pension accounts take a pension move, never this one. */
export const PENSION_TYPES: readonly string[] = [
  'PRIVATE_PENSION',
  'OCCUPATIONAL_PENSION',
  'IPS',
  'EPK',
  'RATEPENSION',
  'ALDERSOPSPARING',
  'PS',
];

/** Sums decimal strings exactly enough for money (to the cent). */
export function sumMoney(amounts: readonly string[]): string {
  const cents = amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
  return (cents / 100).toFixed(2);
}
