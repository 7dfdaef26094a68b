import { api, type TaxReportView } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISK } from '../../features/accounts-and-money/fixtures.ts';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import TaxReport9AScreen from './TaxReport9AScreen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime('2026-11-30T10:00:00Z');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Aino's arvo-osuustili (a DEPOT opened in Finland) and a second one she named. */
const ARVO = {
  ...ISK,
  accid: '21',
  accountNumber: '9002-21',
  accountType: 'DEPOT' as const,
  country: 'FI',
  currency: 'EUR',
};
const ARVO_2 = { ...ARVO, accid: '22', accountNumber: '9002-22', isDefault: false, alias: 'Perintö' };
/** Her osakesäästötili: taxed on withdrawal, no 9A. */
const AOT = { ...ARVO, accid: '23', accountNumber: '9002-23', accountType: 'AOT' as const };

/** Two sales: Nokia bought cheap eleven years ago (the 40 % deemed cost counts), Kone at a loss. */
const REPORT: TaxReportView = {
  form: '9A',
  year: 2026,
  accountCurrency: 'EUR',
  preliminary: true,
  method: 'FIFO',
  sales: [
    {
      instrumentId: 3001,
      name: 'Nokia',
      soldAt: '2026-03-02T10:00:00.000Z',
      acquiredAt: '2015-01-15T10:00:00.000Z',
      volume: 100,
      proceeds: '1000.00',
      cost: '400.00',
      deemedCost: '400.00',
      result: '600.00',
    },
    {
      instrumentId: 3002,
      name: 'Kone',
      soldAt: '2026-06-10T10:00:00.000Z',
      acquiredAt: '2025-02-01T10:00:00.000Z',
      volume: 10,
      proceeds: '450.00',
      cost: '520.00',
      deemedCost: '90.00',
      result: '-70.00',
    },
  ],
  byInstrument: [],
  totals: { proceeds: '1450.00', cost: '920.00', gain: '600.00', loss: '70.00' },
  isk: null,
};

async function open() {
  return renderWithApp(<TaxReport9AScreen page={pageFor('/en/9a-report')} />, { path: '/en/9a-report' });
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

describe('the 9A statement', () => {
  it('lists each sale with its deemed cost beside the cost counted, the totals and the PDF', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ISK, ARVO, AOT])
      .on(api.portfolio.taxReport, { params: { accid: '21' }, query: { year: '2026', form: '9A' } }, REPORT);
    await open();
    expect(
      screen.getByRole('heading', { level: 1, name: '9A statement: capital gains and losses' }),
    ).toBeTruthy();
    const [nokia, kone] = (await screen.findAllByTestId('tax-9a-sale')) as [HTMLElement, HTMLElement];
    expect(within(nokia).getByRole('link', { name: 'Nokia' }).getAttribute('href')).toBe(
      '/en/market/instruments/3001-nokia',
    );
    expect(text(nokia)).toContain('Bought15 Jan 2015');
    expect(text(nokia)).toContain('Sale price after fees€1,000.00');
    expect(text(nokia)).toContain('Deemed acquisition cost (40 %)€400.00');
    expect(text(nokia)).toContain('Acquisition cost counted€400.00');
    expect(text(nokia)).toContain('Gain or loss€600.00');
    expect(text(nokia)).toContain('The deemed acquisition cost, 40 % of the sale price, is larger');
    expect(text(kone)).toContain('Deemed acquisition cost (20 %)€90.00');
    expect(text(kone)).toContain('Acquisition cost counted€520.00');
    expect(text(kone)).toContain('Gain or loss-€70.00');
    expect(text(kone)).toContain('What the shares cost is larger than the deemed acquisition cost');

    const totals = screen.getByRole('region', { name: 'Totals for 2026' });
    expect(text(totals)).toContain('Gains€600.00');
    expect(text(totals)).toContain('Losses€70.00');
    expect(
      within(totals).getByRole('button', { name: 'Download the 9A statement for 2026 (PDF)' }),
    ).toBeTruthy();
    expect(screen.getByText('2026 is not over yet: these are the sales so far.')).toBeTruthy();
    // Only the arvo-osuustili reports on the 9A: the ISK and the osakesäästötili are not offered.
    const picker = screen.getByLabelText('Account') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['21']);
    expect(stub.calls(api.portfolio.taxReport)).toHaveLength(1);
  });

  it('reads another account or year when chosen', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [ARVO, ARVO_2])
      .on(api.portfolio.taxReport, { params: { accid: '21' } }, REPORT)
      .on(
        api.portfolio.taxReport,
        { params: { accid: '22' }, query: { year: '2026' } },
        {
          ...REPORT,
          sales: [],
          totals: { proceeds: '0.00', cost: '0.00', gain: '0.00', loss: '0.00' },
        },
      )
      .on(
        api.portfolio.taxReport,
        { params: { accid: '22' }, query: { year: '2025' } },
        apiError('REPORT_YEAR_OUT_OF_RANGE'),
      );
    await open();
    await screen.findAllByTestId('tax-9a-sale');
    await userEvent.selectOptions(screen.getByLabelText('Account'), '22');
    expect(await screen.findByText('No sales in 2026.')).toBeTruthy();
    // Nothing to sum, but the statement for the tax return is still there.
    expect(screen.queryByRole('region', { name: 'Totals for 2026' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the 9A statement for 2026 (PDF)' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2025');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('There is no report for that year'),
    );
    expect(stub.calls(api.portfolio.taxReport)).toHaveLength(3);
  });

  it('says which account gets a 9A when the customer has none, and links to opening one', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [ISK]);
    await open();
    expect(
      await screen.findByText(/The 9A statement comes with a Finnish book-entry account \(arvo-osuustili\)/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open a securities account' }).getAttribute('href')).toBe(
      '/en/open-account/create?type=DEPOT',
    );
    expect(screen.queryByLabelText('Account')).toBeNull();
  });
});
