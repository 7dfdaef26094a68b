import { api } from '@havn/contract/web';
import type { KycAnswers } from '@havn/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../../lib/testing/stub-api.ts';
import { KycStep } from './KycStep.tsx';

const ANSWERS: KycAnswers = {
  citizenships: ['se'],
  taxResidencies: [{ country: 'se' }],
  usPerson: false,
  pep: { isPep: false },
  occupation: 'EMPLOYED',
  annualIncome: 'FROM_25K_TO_50K',
  sourceOfFunds: ['SALARY'],
  purposes: ['LONG_TERM_SAVING'],
  expectedYearlyDeposits: 'FROM_10K_TO_50K',
};
const APPROVED = { status: 'APPROVED' as const, nextReviewAt: '2028-11-02T09:00:00.000Z', refreshDue: false };

function renderStep() {
  return renderWithApp(<KycStep titleId="kyc-title" title="About you" lead="The law requires it." />);
}

describe('the KYC step of a prospect: the first account’s terms accepted with the answers', () => {
  it('asks for the terms before it sends, then sends them with the answers', async () => {
    const stub = stubApi()
      .on(api.identity.myKyc, {
        answers: ANSWERS,
        result: null,
        residence: 'se',
        firstAccount: { accountType: 'ISK', termsVersion: '2026-11-01' },
      })
      .on(api.identity.answerKyc, APPROVED);
    await renderStep();
    expect(
      await screen.findByRole('heading', { name: 'Your first account: Investment savings account (ISK)' }),
    ).toBeTruthy();
    expect(screen.getByText(/Its terms \(version 2026-11-01\) apply from then/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText("Accept the account's terms to continue.")).toBeTruthy();
    expect(stub.calls(api.identity.answerKyc)).toHaveLength(0);

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the terms of the account' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(stub.calls(api.identity.answerKyc)).toHaveLength(1));
    expect(stub.calls(api.identity.answerKyc)[0]!.body).toEqual({
      ...ANSWERS,
      acceptTerms: true,
      termsVersion: '2026-11-01',
    });
  });

  it('asks nothing of terms once the customer holds an account', async () => {
    const stub = stubApi()
      .on(api.identity.myKyc, { answers: ANSWERS, result: null, residence: 'se', firstAccount: null })
      .on(api.identity.answerKyc, APPROVED);
    await renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(stub.calls(api.identity.answerKyc)).toHaveLength(1));
    expect(stub.calls(api.identity.answerKyc)[0]!.body).toEqual(ANSWERS);
    expect(screen.queryByRole('checkbox', { name: /accept the terms/ })).toBeNull();
  });
});
