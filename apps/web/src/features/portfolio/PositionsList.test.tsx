import { api, type ResponseOf } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../lib/testing/stub-api.ts';
import { PositionsList } from './PositionsList.tsx';

type Position = ResponseOf<typeof api.portfolio.positions>[number];

const holding = (instrumentId: number, name: string, volume: number): Position => ({
  instrumentId,
  name,
  symbol: name.toUpperCase(),
  isin: 'SE0000000000',
  volume,
  reservedVolume: 0,
  averagePrice: '100.00',
  lastPrice: '100.00',
  marketValue: '100.00',
  currency: 'SEK',
  unrealizedReturn: '0.00',
  unrealizedReturnPercent: '0.00',
  accountCurrency: 'SEK',
  marketValueInAccountCurrency: '100.00',
  acquisitionCost: '100.00',
});

const quantityOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')[0]
    ?.textContent?.replace(/\s/g, ' ');

describe('the holdings list', () => {
  it('shows a fund’s units with their four decimals and whole shares as whole, in the site’s numbers', async () => {
    stubApi().on(api.portfolio.positions, { params: { accid: '7' } }, [
      holding(2002, 'Avanza Global', 3.1992),
      holding(1001, 'Volvo B', 1200),
    ]);
    await renderWithApp(<PositionsList accid="7" site="se" />, { site: 'se', path: '/se' });
    await screen.findByRole('rowheader', { name: 'Avanza Global' });
    expect(quantityOf('Avanza Global')).toBe('3,1992');
    expect(quantityOf('Volvo B')).toBe('1 200');
  });
});
