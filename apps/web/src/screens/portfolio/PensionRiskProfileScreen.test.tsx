import { api, type PensionRiskProfileView } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import PensionRiskProfileScreen from './PensionRiskProfileScreen.tsx';

const path = '/en/pension/risk-profile';
const ips: PensionRiskProfileView['accounts'][number] = {
  accid: '8',
  accountType: 'IPS',
  accountNumber: '9001-8',
  alias: null,
  currency: 'NOK',
  payoutAge: 62,
  yearsToPayout: 2,
  ageProfileEquityPercent: 80,
  suggestedEquityPercent: 60,
  currentEquityPercent: 82,
  value: '120000.00',
};
const answersOf = (lossCapacity: string) => ({
  horizon: 'OVER_10Y',
  goal: 'GROWTH',
  lossReaction: 'BUY_MORE',
  lossCapacity,
  experience: 'COMPLEX',
  finances: 'STRONG',
});

describe('the pension risk profile', () => {
  it('suggests each account’s equity share from the level and the years to its payout, and follows a new answer at once', async () => {
    stubApi()
      .on(api.accountsAndMoney.customer.riskProfile, {
        riskLevel: 4,
        answers: answersOf('SMALL'),
        assessedAt: '2026-10-01T10:00:00Z',
      })
      .on(api.pension.riskProfile, { riskLevel: 4, age: 60, accounts: [ips] })
      .on(api.accountsAndMoney.customer.saveRiskProfile, {
        riskLevel: 7,
        answers: answersOf('MOST'),
        assessedAt: '2026-11-02T10:00:00Z',
      });
    const user = userEvent.setup();
    await renderWithApp(<PensionRiskProfileScreen page={pageFor(path)} />, { path });
    const card = await screen.findByRole('listitem', { name: /9001-8/ });
    expect(within(card).getByText('2 years until payouts from age 62', { exact: false })).toBeTruthy();
    expect(within(card).getByRole('meter', { name: 'Suggested equity share' }).getAttribute('value')).toBe(
      '60',
    );
    expect(within(card).getByRole('meter', { name: 'Equity share now' }).getAttribute('value')).toBe('82');
    expect(within(card).getByText('The account holds more in equities than suggested.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Switch funds' }).getAttribute('href')).toBe(
      '/en/fund-swap-orders?accid=8',
    );
    expect(within(card).getByRole('link', { name: 'Change monthly saving' }).getAttribute('href')).toBe(
      '/en/pension/savings/auto/account?account=8',
    );

    // The settings questionnaire, reused: a braver answer lifts the cap to the age profile's 80 %.
    await user.click(screen.getByText('Change your answers'));
    await user.click(screen.getByLabelText('Most of it'));
    await user.click(screen.getByRole('button', { name: 'Save risk profile' }));
    expect(
      await within(card).findByText('The account is in line with the suggestion.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(within(card).getByRole('meter', { name: 'Suggested equity share' }).getAttribute('value')).toBe(
      '80',
    );
  });

  it('without pension accounts leads to opening one; without an age asks for the eID', async () => {
    stubApi()
      .on(api.accountsAndMoney.customer.riskProfile, { riskLevel: null, answers: {}, assessedAt: null })
      .on(api.pension.riskProfile, { riskLevel: null, age: null, accounts: [] });
    await renderWithApp(<PensionRiskProfileScreen page={pageFor(path)} />, { path });
    expect(await screen.findByText('You have no pension account yet.')).toBeTruthy();
    const empty = screen.getByText('You have no pension account yet.').closest('.card') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Open a pension account' }).getAttribute('href')).toBe(
      '/en/pension/savings/new/start',
    );
    expect(screen.getByText(/You have not answered the risk questionnaire yet/)).toBeTruthy();
  });
});
