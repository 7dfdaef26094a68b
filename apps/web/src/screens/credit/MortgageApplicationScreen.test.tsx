import { api } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import { application, indication } from './fixtures.ts';
import MortgageApplicationScreen from './MortgageApplicationScreen.tsx';

const path = '/en/mortgage/application';

beforeEach(() => window.sessionStorage.clear());

describe('the mortgage application', () => {
  it('walks property, loan, household and review, focusing each step’s heading, then shows the application', async () => {
    const made = application();
    const stub = stubApi()
      .on(api.credit.mortgage.indication, indication())
      .on(api.credit.mortgage.apply, made)
      .on(api.credit.mortgage.application, { ...made, status: 'IN_REVIEW' });
    const user = userEvent.setup();
    const start = `${path}?propertyValue=5000000&loanAmount=3000000`;
    const { history } = await renderWithApp(<MortgageApplicationScreen page={pageFor(path)} />, {
      path: start,
    });
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: The property' })).toBeTruthy();
    expect((screen.getByLabelText('Value or purchase price (SEK)') as HTMLInputElement).value).toBe(
      '5000000',
    );

    // Going on with answers missing names them and puts focus on the first.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the street address.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Street address')));
    await user.type(screen.getByLabelText('Street address'), 'Storgatan 12, Uppsala');
    await user.type(screen.getByLabelText('Postal code'), '75320');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const loanHeading = await screen.findByRole('heading', { name: 'Step 2 of 4: The loan' });
    await waitFor(() => expect(document.activeElement).toBe(loanHeading));
    expect(await screen.findByText('Cost per month')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Step 3 of 4: Income and household' });
    await user.type(screen.getAllByLabelText('Monthly income before tax (SEK)')[0]!, '60000');
    await user.click(screen.getByLabelText('Someone is applying with me'));
    await user.type(screen.getByLabelText('Full name'), 'Petra Partner');
    await user.type(screen.getByLabelText('Personal identity number'), '19800101-1234');
    await user.type(screen.getAllByLabelText('Monthly income before tax (SEK)')[1]!, '40000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const review = await screen.findByRole('heading', { name: 'Step 4 of 4: Review and sign' });
    await waitFor(() => expect(document.activeElement).toBe(review));
    expect(screen.getByTestId('application-review').textContent).toMatch(/Petra Partner/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Step 3 of 4: Income and household' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Sign and apply' }));

    await waitFor(() => expect(history.location.search).toBe(`?application=${made.id}`));
    const [call] = stub.calls(api.credit.mortgage.apply);
    expect(call!.body).toEqual({
      property: { type: 'HOUSE', value: '5000000', address: 'Storgatan 12, Uppsala', postalCode: '75320' },
      loanAmount: '3000000',
      applicant: { monthlyIncome: '60000', employment: 'PERMANENT', otherDebts: '0' },
      household: {
        children: 0,
        coApplicant: {
          name: 'Petra Partner',
          personalNumber: '198001011234',
          monthlyIncome: '40000',
          employment: 'PERMANENT',
          otherDebts: '0',
        },
      },
    });
    expect(call!.headers['idempotency-key']).toBeTruthy();
    // The draft is forgotten once signed.
    expect(window.sessionStorage.getItem('havn.mortgage.application')).toBeNull();
  });

  it('shows an application’s decision on its status page', async () => {
    stubApi().on(
      api.credit.mortgage.application,
      application({
        status: 'APPROVED',
        decision: {
          outcome: 'APPROVED_LOWER',
          approvedAmount: '2280000.00',
          reason: null,
          decidedAt: '2026-11-30T09:01:00.000Z',
        },
      }),
    );
    const at = `${path}?application=6f1c2c1e-6a57-4d7e-9a53-0a4f3e2b9c10`;
    await renderWithApp(<MortgageApplicationScreen page={pageFor(path)} />, { path: at });
    expect(screen.getByRole('heading', { level: 1, name: 'Your mortgage application' })).toBeTruthy();
    expect(
      await screen.findByText(
        /Approved for a lower amount: you can borrow SEK\s?2,280,000 of the SEK\s?3,000,000/,
      ),
    ).toBeTruthy();
  });
});
