import { api } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { rawResponse, stubApi } from '../../lib/testing/stub-api.ts';
import { application, indication, problem } from './fixtures.ts';
import MortgageScreen from './MortgageScreen.tsx';

const path = '/en/mortgage';

describe('the mortgage page', () => {
  it('shows the month’s cost, rate and LTV for the figures typed, then the refusal with the largest loan', async () => {
    const stub = stubApi()
      .on(api.credit.mortgage.applications, [application({ status: 'IN_REVIEW' })])
      .on(api.credit.mortgage.indication, { query: { loanAmount: '2400000' } }, indication({ ltv: '60.00' }))
      .on(api.credit.mortgage.indication, { query: { loanAmount: '3000000' } }, () =>
        rawResponse(problem('MORTGAGE_LTV_TOO_HIGH', 422, { max: '2400000.00' })),
      );
    const user = userEvent.setup();
    await renderWithApp(<MortgageScreen page={pageFor(path)} />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgage' })).toBeTruthy();
    const figures = await screen.findByTestId('mortgage-figures');
    expect(within(figures).getByText('Cost per month').nextElementSibling?.textContent).toMatch(/11,125\.00/);
    expect(within(figures).getByText('Interest rate').nextElementSibling?.textContent).toBe('3.45%');
    expect(screen.getByRole('link', { name: 'Apply with these figures' }).getAttribute('href')).toBe(
      '/en/mortgage/application?propertyValue=4000000&loanAmount=2400000',
    );

    const loan = screen.getByLabelText('Loan amount (SEK)');
    await user.clear(loan);
    await user.type(loan, '3 000 000');
    expect(await screen.findByText(/We lend at most 60% of the property’s value/)).toBeTruthy();
    expect(screen.getByText(/The most we can lend on this property is SEK\s?2,400,000/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply with these figures' })).toBeNull();

    await user.clear(loan);
    await user.type(loan, '2.5');
    expect(await screen.findByText('Enter a whole amount in kronor, such as 2 500 000.')).toBeTruthy();
    // The customer's application is listed with where it stands.
    expect(await screen.findByText('Being assessed')).toBeTruthy();
    await waitFor(() => expect(stub.calls(api.credit.mortgage.indication).length).toBe(2));
  });
});
