import { describe, expect, it } from 'vitest';
import {
  applicationBody,
  emptyApplicationDraft,
  firstIncompleteStep,
  stepProblems,
} from './application-draft.ts';

const complete = {
  ...emptyApplicationDraft(),
  propertyValue: '5 000 000',
  address: 'Storgatan 12',
  postalCode: '753 20',
  loanAmount: '3 000 000',
  monthlyIncome: '60 000',
};

describe('a mortgage application draft', () => {
  it('names each step’s missing or malformed answers', () => {
    expect(stepProblems(emptyApplicationDraft(), 'property')).toEqual({
      propertyValue: 'application.problems.amount',
      address: 'application.problems.address',
      postalCode: 'application.problems.postalCode',
    });
    expect(
      stepProblems({ ...complete, hasCoApplicant: true, coPersonalNumber: '1980' }, 'household'),
    ).toMatchObject({
      coName: 'application.problems.name',
      coPersonalNumber: 'application.problems.personalNumber',
      coMonthlyIncome: 'application.problems.amount',
    });
    expect(stepProblems(complete, 'household')).toEqual({});
  });

  it('sends a later step back to the first incomplete one', () => {
    expect(firstIncompleteStep({ ...complete, loanAmount: '' }, 'review')).toBe('loan');
    expect(firstIncompleteStep(complete, 'review')).toBeNull();
  });

  it('is the API’s body once complete, amounts as whole numbers', () => {
    expect(
      applicationBody({
        ...complete,
        hasCoApplicant: true,
        coName: 'Petra',
        coPersonalNumber: '19800101-1234',
        coMonthlyIncome: '40000',
      }),
    ).toEqual({
      property: { type: 'HOUSE', value: '5000000', address: 'Storgatan 12', postalCode: '753 20' },
      loanAmount: '3000000',
      applicant: { monthlyIncome: '60000', employment: 'PERMANENT', otherDebts: '0' },
      household: {
        children: 0,
        coApplicant: {
          name: 'Petra',
          personalNumber: '198001011234',
          monthlyIncome: '40000',
          employment: 'PERMANENT',
          otherDebts: '0',
        },
      },
    });
  });
});
