import { api, type FundPortfolioGuideView } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import FundPortfolioGuideScreen from './FundPortfolioGuideScreen.tsx';

const PATH = '/en/fund-portfolio-guide';

const fund = (
  instrumentId: number,
  name: string,
  percent: number,
  category: FundPortfolioGuideView['allocations'][number]['category'],
  riskIndicator: number,
  ongoingCharge: string,
  currency = 'SEK',
) => ({
  instrumentId,
  name,
  percent,
  type: 'FUND' as const,
  currency,
  category,
  riskIndicator,
  ongoingCharge,
});

const LEVEL_4: FundPortfolioGuideView = {
  riskLevel: 4,
  currency: 'SEK',
  fixedIncomePercent: 40,
  equityPercent: 60,
  allocations: [
    fund(1362, 'Havn Nordic Corporate Bond', 40, 'BOND', 2, '0.40'),
    fund(1032, 'Avanza Global', 42, 'EQUITY_GLOBAL', 4, '0.09'),
    fund(1033, 'Avanza Zero', 18, 'EQUITY_NORDIC', 4, '0.00'),
  ],
  ongoingCharge: '0.20',
};

const LEVEL_1: FundPortfolioGuideView = {
  riskLevel: 1,
  currency: 'SEK',
  fixedIncomePercent: 100,
  equityPercent: 0,
  allocations: [fund(1361, 'Havn Räntefond Kort', 100, 'SHORT_RATE', 1, '0.15')],
  ongoingCharge: '0.15',
};

const profile = (riskLevel: number | null) => ({
  riskLevel,
  answers: {},
  assessedAt: riskLevel === null ? null : '2026-11-01T09:00:00Z',
});

describe('the fund portfolio guide', () => {
  it("starts from the customer's risk profile and shows its mix: each fund's share, kind, risk and charge", async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.customer.riskProfile, profile(4))
      .on(api.savings.fundPortfolioGuide, { query: { riskLevel: 4 } }, LEVEL_4);
    await renderWithApp(<FundPortfolioGuideScreen page={pageFor(PATH)} />, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund portfolio guide' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'How much risk do you want to take?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(7);
    const chosen = within(group).getByRole('radio', { name: /^4 Balanced/ }) as HTMLInputElement;
    await waitFor(() => expect(chosen.checked).toBe(true));
    expect(chosen.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(chosen.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^More in equity funds than in a bond fund\./,
    );
    expect(screen.getByText('Your risk profile gives level 4. You can choose another.')).toBeTruthy();

    const mix = await screen.findByRole('region', { name: 'Suggested funds for level 4' });
    expect(within(mix).getByText('40 % fixed-income funds')).toBeTruthy();
    expect(within(mix).getByText('60 % equity funds')).toBeTruthy();
    const rows = within(mix).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Havn Nordic Corporate Bond40 %TypeBond fundRisk2 of 7Ongoing charge0.40 % a year',
      'Avanza Global42 %TypeEquity fund, globalRisk4 of 7Ongoing charge0.09 % a year',
      'Avanza Zero18 %TypeEquity fund, Nordic marketsRisk4 of 7Ongoing charge0.00 % a year',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Avanza Global' }).getAttribute('href')).toBe(
      '/en/market/instruments/1032-avanza-global',
    );
    expect(within(mix).getByText('Ongoing charge of the whole mix: 0.20 % a year.')).toBeTruthy();
    expect(
      within(mix)
        .getByRole('link', { name: 'Start a monthly savings plan with these funds' })
        .getAttribute('href'),
    ).toBe('/en/monthly-savings/create?funds=1362:40,1032:42,1033:18');
    expect(stub.calls(api.savings.fundPortfolioGuide).map((c) => c.query)).toEqual([{ riskLevel: '4' }]);
  });

  it('waits for a choice without a risk profile, then shows the chosen level and keeps it in the address', async () => {
    stubApi()
      .on(api.accountsAndMoney.customer.riskProfile, profile(null))
      .on(api.savings.fundPortfolioGuide, { query: { riskLevel: 1 } }, LEVEL_1);
    const { history } = await renderWithApp(<FundPortfolioGuideScreen page={pageFor(PATH)} />, {
      path: PATH,
    });
    expect(await screen.findByText('Choose a level to see the funds the guide suggests.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer the risk profile questions' }).getAttribute('href')).toBe(
      '/en/settings/risk-profile',
    );
    const group = screen.getByRole('group', { name: 'How much risk do you want to take?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);

    await userEvent.click(within(group).getByRole('radio', { name: /^1 Very low risk/ }));
    const mix = await screen.findByRole('region', { name: 'Suggested funds for level 1' });
    expect(within(mix).getByText('Havn Räntefond Kort')).toBeTruthy();
    expect(within(mix).getByText('100 % fixed-income funds')).toBeTruthy();
    expect(history.location.search).toBe('?level=1');
  });

  it('says when there is no mix for a level, and when the guide cannot be had', async () => {
    stubApi()
      .on(api.accountsAndMoney.customer.riskProfile, profile(null))
      .on(
        api.savings.fundPortfolioGuide,
        { query: { riskLevel: 2 } },
        { ...LEVEL_1, riskLevel: 2, allocations: [], ongoingCharge: null },
      )
      .on(api.savings.fundPortfolioGuide, { query: { riskLevel: 3 } }, apiError('SERVICE_UNAVAILABLE'));
    await renderWithApp(<FundPortfolioGuideScreen page={pageFor(`${PATH}?level=2`)} />, {
      path: `${PATH}?level=2`,
    });
    expect(
      await screen.findByText(/^The guide has no suitable mix of funds for this level right now\./),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start a monthly savings plan with these funds' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /^3 Cautious/ }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('moves between the levels with the arrow keys, as a radio group does', async () => {
    stubApi()
      .on(api.accountsAndMoney.customer.riskProfile, profile(4))
      .on(api.savings.fundPortfolioGuide, { query: { riskLevel: 4 } }, LEVEL_4)
      .on(api.savings.fundPortfolioGuide, { query: { riskLevel: 5 } }, { ...LEVEL_4, riskLevel: 5 });
    await renderWithApp(<FundPortfolioGuideScreen page={pageFor(PATH)} />, { path: PATH });
    const four = (await screen.findByRole('radio', { name: /^4 Balanced/ })) as HTMLInputElement;
    await waitFor(() => expect(four.checked).toBe(true));
    four.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(((await screen.findByRole('radio', { name: /^5 Growth/ })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(await screen.findByRole('region', { name: 'Suggested funds for level 5' })).toBeTruthy();
  });
});
