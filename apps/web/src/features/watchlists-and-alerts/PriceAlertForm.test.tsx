import { api, type PriceAlertView } from '@havn/contract/web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, stubApi } from '../../lib/testing/stub-api.ts';
import { PriceAlertForm } from './PriceAlertForm.tsx';

const ALERT: PriceAlertView = {
  id: '0b6e6900-0000-4000-8000-000000000009',
  instrumentId: 1001,
  direction: 'BELOW',
  price: '240.50',
  currency: 'SEK',
  state: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00Z',
  triggeredAt: null,
};

function stubAlerts(answer: Answer<typeof api.watchlistsAndAlerts.createAlert>) {
  const stub = stubApi()
    .on(api.marketData.instrumentSearch, {
      total_hits: 1,
      results: [
        {
          instrument_info: {
            instrument_id: 1001,
            name: 'Volvo B',
            symbol: 'VOLV B',
            isin: 'SE0000115446',
            instrument_type: 'STOCK',
            currency: 'SEK',
            tradable: true,
            lot_size: 1,
          },
          nnx_info: { url_slug: 'volvo-b', sector: 'Industrials' },
          market_info: { market_id: 'XSTO', market_name: 'Nasdaq Stockholm', country: 'SE' },
        },
      ],
    })
    .on(api.watchlistsAndAlerts.listAlerts, { alerts: [] })
    .on(api.watchlistsAndAlerts.createAlert, answer);
  return {
    get sent() {
      return stub.calls(api.watchlistsAndAlerts.createAlert).map((call) => call.body);
    },
  };
}

describe('PriceAlertForm', () => {
  it('asks for an instrument and a valid price before sending anything', async () => {
    const alerts = stubAlerts(ALERT);
    await renderWithApp(<PriceAlertForm />);
    await userEvent.type(screen.getByLabelText('Price'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Choose an instrument first.')).toBeTruthy();
    const describedBy = screen.getByLabelText('Price').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Enter a positive price with at most 6 decimals.',
    );
    expect(alerts.sent).toHaveLength(0);
  });

  it('creates a BELOW alert at a decimal price picked by search', async () => {
    const alerts = stubAlerts(ALERT);
    await renderWithApp(<PriceAlertForm />);
    await userEvent.type(screen.getByLabelText('Instrument'), 'volvo');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Volvo B (VOLV B)' }));
    expect(screen.getByText('Chosen: Volvo B')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Below' }));
    await userEvent.type(screen.getByLabelText('Price'), '240,50');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() =>
      expect(alerts.sent).toEqual([{ instrumentId: 1001, direction: 'BELOW', price: '240.50' }]),
    );
    expect(await screen.findByText('Alert created.')).toBeTruthy();
  });

  it('says so when the server does not know the instrument', async () => {
    stubAlerts(apiError('NOT_FOUND'));
    await renderWithApp(<PriceAlertForm initial={{ instrumentId: 1001, name: 'Volvo B' }} />);
    await userEvent.type(screen.getByLabelText('Price'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That instrument does not exist.');
  });
});
