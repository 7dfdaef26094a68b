import { PENSION_TRANSFER_STEPS } from '@havn/routes';
import { useCallback, useState } from 'react';

export type PensionMoveStep = (typeof PENSION_TRANSFER_STEPS)[number];
export { PENSION_TRANSFER_STEPS };

/** What the customer has told the move so far, kept across its pages for the tab's session. */
export interface PensionMoveDraft {
  /** The pension companies to move from, by name as the API gives them. */
  companies: string[];
  /** The information mandate: Havn may fetch the customer's pension data from those companies. */
  consent: boolean;
  /** The data has been fetched under that mandate. */
  fetched: boolean;
  /** The movable insurances chosen to move. */
  insuranceIds: string[];
  /** The customer's pension account to move them into. */
  toAccid: string;
  /** The Idempotency-Key of the move being signed: the same on a retry and after the eID. */
  key: string;
}

const STORAGE_KEY = 'havn.pension.move';

export const emptyPensionMoveDraft = (): PensionMoveDraft => ({
  companies: [],
  consent: false,
  fetched: false,
  insuranceIds: [],
  toAccid: '',
  key: '',
});

function read(): PensionMoveDraft {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored
      ? { ...emptyPensionMoveDraft(), ...(JSON.parse(stored) as Partial<PensionMoveDraft>) }
      : emptyPensionMoveDraft();
  } catch {
    return emptyPensionMoveDraft();
  }
}

/**
 * The move's draft and a way to change it: kept in sessionStorage, so Back, a reload and the trip
 * to the eID and back keep it. `null` forgets it (the move is signed).
 */
export function usePensionMoveDraft(): [
  PensionMoveDraft,
  (change: Partial<PensionMoveDraft> | null) => void,
] {
  const [draft, setDraft] = useState(read);
  const update = useCallback((change: Partial<PensionMoveDraft> | null) => {
    setDraft((current) => {
      const next = change === null ? emptyPensionMoveDraft() : { ...current, ...change };
      try {
        if (change === null) window.sessionStorage.removeItem(STORAGE_KEY);
        else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage may be refused (private mode): the move still works on this page.
      }
      return next;
    });
  }, []);
  return [draft, update];
}

/** The first step whose answer is missing before `step`, or null when every earlier step is answered. */
export function missingStepBefore(draft: PensionMoveDraft, step: PensionMoveStep): PensionMoveStep | null {
  const done: Record<PensionMoveStep, boolean> = {
    'choose-company': draft.companies.length > 0,
    'collect-information': draft.consent && draft.fetched,
    'your-insurances': true,
    'make-choices': draft.insuranceIds.length > 0 && draft.toAccid !== '',
    compilation: true,
  };
  for (const earlier of PENSION_TRANSFER_STEPS.slice(0, PENSION_TRANSFER_STEPS.indexOf(step))) {
    if (!done[earlier]) return earlier;
  }
  return null;
}
