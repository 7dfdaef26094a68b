import { api, type ResponseOf } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import PensionPrognosisScreen from './PensionPrognosisScreen.tsx';

type Prognosis = ResponseOf<typeof api.portfolio.pensionPrognosis>;

const prognosis = (payout: string): Prognosis => ({
  assumptions: {
    realReturnPercent: { low: '0.0', expected: '1.9', high: '3.8' },
    yieldTaxPercent: '0.38',
    inflationPercent: '2.0',
    age: 40,
    capital: '0.00',
    currency: 'SEK',
  },
  series: [
    { age: 40, low: '0.00', expected: '0.00', high: '0.00' },
    { age: 65, low: '280000.00', expected: '350000.00', high: '460000.00' },
    { age: 85, low: '0.00', expected: '0.00', high: '0.00' },
  ],
  monthlyPayout: { low: '1100.00', expected: payout, high: '2600.00' },
});

describe('the pension prognosis', () => {
  it('shows the monthly payout on three returns and asks again with the customer’s numbers', async () => {
    const stub = stubApi()
      .on(api.accountsAndMoney.listAccounts, [])
      .once(api.portfolio.pensionPrognosis, prognosis('1700.00'))
      .once(api.portfolio.pensionPrognosis, prognosis('2100.00'));
    const user = userEvent.setup();
    await renderWithApp(<PensionPrognosisScreen page={pageFor('/en/pension/prognosis')} />, {
      path: '/en/pension/prognosis',
    });
    expect(await screen.findByRole('heading', { name: 'Monthly payout from age 65' })).toBeTruthy();
    expect(screen.getByTestId('prognosis-payout').textContent?.replace(/\s/g, ' ')).toContain('SEK 1,700');
    expect(screen.getByRole('rowheader', { name: '65' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Monthly saving (SEK)'));
    await user.type(screen.getByLabelText('Monthly saving (SEK)'), '12,5x');
    await user.click(screen.getByRole('button', { name: 'Show prognosis' }));
    expect(screen.getByText('Enter an amount of 0 or more, with at most two decimals.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Monthly saving (SEK)'));
    await user.type(screen.getByLabelText('Monthly saving (SEK)'), '1500,50');
    await user.selectOptions(screen.getByLabelText('Retirement age'), '67');
    await user.click(screen.getByRole('button', { name: 'Show prognosis' }));
    await waitFor(() =>
      expect(screen.getByTestId('prognosis-payout').textContent?.replace(/\s/g, ' ')).toContain('SEK 2,100'),
    );
    const asked = stub.calls(api.portfolio.pensionPrognosis).at(-1);
    expect(asked?.query).toMatchObject({
      monthlyContribution: '1500.50',
      retirementAge: '67',
      payoutYears: '20',
    });
  });
});
