import { api, type OverviewView } from '@havn/contract/web';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import { MEMBER } from '../community/groups/fixtures.ts';
import { OverviewSummary } from './OverviewSummary.tsx';

const figures = {
  previousClose: '21000.00',
  cash: '9000.00',
  holdings: '16750.00',
};
const OVERVIEW: OverviewView = {
  asOf: '2026-11-03T12:00:00Z',
  total: { currency: 'SEK', value: '25750.00', ...figures, dayResult: '-340.00', dayReturnPercent: '-1.62' },
  accounts: [
    {
      accid: '1',
      accountNumber: '12345678',
      accountType: 'ISK',
      country: 'SE',
      alias: null,
      fxRate: '1.000000',
      currency: 'SEK',
      value: '14250.00',
      cash: '9000.00',
      holdings: '5250.00',
      previousClose: '10000.00',
      dayResult: '450.00',
      dayReturnPercent: '4.50',
    },
    {
      accid: '2',
      accountNumber: '87654321',
      accountType: 'DEPOT',
      country: null,
      alias: 'Euro',
      fxRate: '11.500000',
      currency: 'EUR',
      value: '1000.00',
      cash: '0.00',
      holdings: '1000.00',
      previousClose: '1000.00',
      dayResult: '0.00',
      dayReturnPercent: '0.00',
    },
  ],
  history: [
    { date: '2026-11-02', value: '26090.00' },
    { date: '2026-11-03', value: '25750.00' },
  ],
};

/** Intl puts no-break spaces between a currency and its amount. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');
const byText = (wanted: string) => (_: string, element: Element | null) =>
  element !== null && element.children.length === 0 && text(element) === wanted;

describe('the member overview', () => {
  it('shows the total, the day’s result with its sign and each account, as the server computed them', async () => {
    stubApi().on(api.portfolio.overview, OVERVIEW).on(api.accountsAndMoney.listAccounts, []);
    await renderWithApp(<OverviewSummary site="en" />, { session: MEMBER });
    expect(text(await screen.findByTestId('overview-total'))).toBe('SEK 25,750.00');
    expect(text(screen.getByTestId('overview-today'))).toBe('Today -SEK 340.00 (-1.62 %)');
    expect(screen.getByText('All accounts in SEK')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Euro' })).toBeTruthy();
    expect(screen.getByText(byText('€1,000.00'), { selector: '.overview-account-value' })).toBeTruthy();
    expect(text(screen.getAllByText(/450\.00/)[0]!)).toBe('+SEK 450.00 (+4.50 %)');
    // The chart is a drawing; its words are for screen readers.
    expect(screen.getByTestId('overview-chart').getAttribute('aria-hidden')).toBe('true');
    expect(
      screen.getByText(byText('Over the last month your accounts went from SEK 26,090.00 to SEK 25,750.00.')),
    ).toBeTruthy();
  });

  it('says where the chart starts when there is no history yet', async () => {
    stubApi()
      .on(api.portfolio.overview, { ...OVERVIEW, accounts: OVERVIEW.accounts.slice(0, 1), history: [] })
      .on(api.accountsAndMoney.listAccounts, []);
    await renderWithApp(<OverviewSummary site="en" />, { session: MEMBER });
    expect(await screen.findByText('Your chart starts with your first deposit.')).toBeTruthy();
    expect(screen.queryByText('All accounts in SEK')).toBeNull();
  });
});
