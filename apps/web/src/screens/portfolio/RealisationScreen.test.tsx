import { api, type ResponseOf } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import RealisationScreen from './RealisationScreen.tsx';

const ACCOUNT: ResponseOf<typeof api.accountsAndMoney.listAccounts>[number] = {
  accid: '7',
  accountNumber: '9001-7',
  accountType: 'AF',
  country: 'SE',
  isDefault: true,
  depositRoom: null,
  requiredAction: null,
  alias: null,
  currency: 'SEK',
  cash: '10000.00',
  buyingPower: '10000.00',
  withdrawable: '10000.00',
  unsettled: '0.00',
};

describe('the realisation overview', () => {
  it("lists a year's sales with their cost by the account's tax method, and the total", async () => {
    const year = new Date().getFullYear();
    stubApi()
      .on(api.accountsAndMoney.listAccounts, [ACCOUNT])
      .on(api.portfolio.realised, {
        method: 'AVERAGE_COST',
        year,
        accountCurrency: 'SEK',
        rows: [
          {
            executionId: 'e1',
            soldAt: `${year}-03-02T10:00:00.000Z`,
            instrumentId: 1001,
            name: 'Volvo B',
            volume: 5,
            price: '249.90',
            currency: 'SEK',
            proceeds: '1210.50',
            cost: '1346.50',
            result: '-136.00',
          },
        ],
        total: { proceeds: '1210.50', cost: '1346.50', result: '-136.00' },
      });
    await renderWithApp(<RealisationScreen page={pageFor('/en/realisation-overview')} />, {
      path: '/en/realisation-overview',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Realised gains and losses' })).toBeTruthy();
    expect(await screen.findByText(/average cost method/)).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: 'Volvo B' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      expect.stringContaining(`${year}`),
      '5',
      'SEK 249.90',
      'SEK 1,210.50',
      'SEK 1,346.50',
      '-SEK 136.00',
    ]);
    expect(screen.getByTestId('realised-total').textContent?.replace(/\s/g, ' ')).toBe('-SEK 136.00');
    expect(screen.getByRole('button', { name: `Download the K4 basis for ${year} (PDF)` })).toBeTruthy();
  });
});
