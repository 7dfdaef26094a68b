import type { MortgageApplicationBody } from '@havn/contract/web';
import { useCallback, useState } from 'react';
import { wholeAmount } from '../amount-input.ts';

export const APPLICATION_STEPS = ['property', 'loan', 'household', 'review'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

type Employment = MortgageApplicationBody['applicant']['employment'];
type PropertyType = MortgageApplicationBody['property']['type'];

/** What the customer has told the application so far, as typed, kept across its steps for the tab's session. */
export interface ApplicationDraft {
  step: ApplicationStep;
  propertyType: PropertyType;
  propertyValue: string;
  address: string;
  postalCode: string;
  loanAmount: string;
  monthlyIncome: string;
  employment: Employment;
  otherDebts: string;
  children: string;
  hasCoApplicant: boolean;
  coName: string;
  coPersonalNumber: string;
  coMonthlyIncome: string;
  coEmployment: Employment;
  coOtherDebts: string;
  /** The Idempotency-Key of the application being signed: the same on a retry and after the eID. */
  key: string;
}

const STORAGE_KEY = 'havn.mortgage.application';

export const emptyApplicationDraft = (): ApplicationDraft => ({
  step: 'property',
  propertyType: 'HOUSE',
  propertyValue: '',
  address: '',
  postalCode: '',
  loanAmount: '',
  monthlyIncome: '',
  employment: 'PERMANENT',
  otherDebts: '0',
  children: '0',
  hasCoApplicant: false,
  coName: '',
  coPersonalNumber: '',
  coMonthlyIncome: '',
  coEmployment: 'PERMANENT',
  coOtherDebts: '0',
  key: '',
});

function read(): ApplicationDraft {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored
      ? { ...emptyApplicationDraft(), ...(JSON.parse(stored) as Partial<ApplicationDraft>) }
      : emptyApplicationDraft();
  } catch {
    return emptyApplicationDraft();
  }
}

function forget(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The application's draft and a way to change it: kept in sessionStorage, so a reload and the trip
 * to the eID and back keep it. `null` forgets it (the application is signed).
 */
export function useApplicationDraft(
  initial: Partial<ApplicationDraft>,
): [ApplicationDraft, (change: Partial<ApplicationDraft> | null) => void] {
  const [draft, setDraft] = useState(() => {
    const stored = read();
    // Figures carried over from the calculator fill a draft that has none yet.
    return {
      ...stored,
      propertyValue: stored.propertyValue || initial.propertyValue || '',
      loanAmount: stored.loanAmount || initial.loanAmount || '',
    };
  });
  const update = useCallback((change: Partial<ApplicationDraft> | null) => {
    // Forgotten at once, not in the state's updater: the page may leave before that runs.
    if (change === null) forget();
    setDraft((current) => {
      const next = change === null ? emptyApplicationDraft() : { ...current, ...change };
      try {
        if (change !== null) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage may be refused (private mode): the application still works on this page.
      }
      return next;
    });
  }, []);
  return [draft, update];
}

export type ProblemKey =
  `application.problems.${'amount' | 'address' | 'postalCode' | 'children' | 'name' | 'personalNumber'}`;

/** A step's problems, by field, as catalog keys (empty when the step may be left). */
export function stepProblems(draft: ApplicationDraft, step: ApplicationStep): Record<string, ProblemKey> {
  const problems: Record<string, ProblemKey> = {};
  const amount = (field: keyof ApplicationDraft, typed: string, allowZero = false) => {
    const value = wholeAmount(typed);
    if (value === '' || (!allowZero && value === '0')) problems[field] = 'application.problems.amount';
  };
  if (step === 'property') {
    amount('propertyValue', draft.propertyValue);
    if (draft.address.trim().length < 3) problems.address = 'application.problems.address';
    if (!/^\d{3} ?\d{2}$/.test(draft.postalCode.trim()))
      problems.postalCode = 'application.problems.postalCode';
  }
  if (step === 'loan') amount('loanAmount', draft.loanAmount);
  if (step === 'household') {
    amount('monthlyIncome', draft.monthlyIncome);
    amount('otherDebts', draft.otherDebts, true);
    if (!/^\d{1,2}$/.test(draft.children.trim()) || Number(draft.children) > 12) {
      problems.children = 'application.problems.children';
    }
    if (draft.hasCoApplicant) {
      if (draft.coName.trim().length < 2) problems.coName = 'application.problems.name';
      if (!/^\d{12}$/.test(draft.coPersonalNumber.replace(/[\s-]/g, ''))) {
        problems.coPersonalNumber = 'application.problems.personalNumber';
      }
      amount('coMonthlyIncome', draft.coMonthlyIncome);
      amount('coOtherDebts', draft.coOtherDebts, true);
    }
  }
  return problems;
}

/** The first step before `step` that is not complete, or null. */
export function firstIncompleteStep(draft: ApplicationDraft, step: ApplicationStep): ApplicationStep | null {
  for (const earlier of APPLICATION_STEPS.slice(0, APPLICATION_STEPS.indexOf(step))) {
    if (Object.keys(stepProblems(draft, earlier)).length > 0) return earlier;
  }
  return null;
}

/** The API's body for a complete draft. */
export function applicationBody(draft: ApplicationDraft): MortgageApplicationBody {
  return {
    property: {
      type: draft.propertyType,
      value: wholeAmount(draft.propertyValue),
      address: draft.address.trim(),
      postalCode: draft.postalCode.trim(),
    },
    loanAmount: wholeAmount(draft.loanAmount),
    applicant: {
      monthlyIncome: wholeAmount(draft.monthlyIncome),
      employment: draft.employment,
      otherDebts: wholeAmount(draft.otherDebts),
    },
    household: {
      children: Number(draft.children),
      coApplicant: draft.hasCoApplicant
        ? {
            name: draft.coName.trim(),
            personalNumber: draft.coPersonalNumber.replace(/[\s-]/g, ''),
            monthlyIncome: wholeAmount(draft.coMonthlyIncome),
            employment: draft.coEmployment,
            otherDebts: wholeAmount(draft.coOtherDebts),
          }
        : null,
    },
  };
}
