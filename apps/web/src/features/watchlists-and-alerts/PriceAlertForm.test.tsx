import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, renderForTest, sentBody, stubFetch } from '../community/profile/render-for-test.tsx';
import { PriceAlertForm } from './PriceAlertForm.tsx';

const ALERT = {
  id: '0b6e6900-0000-4000-8000-000000000009',
  instrumentId: 1001,
  direction: 'BELOW',
  price: '240.50',
  currency: 'SEK',
  state: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00Z',
  triggeredAt: null,
};

function stubAlerts(answer: { status: number; body?: unknown }) {
  const sent: unknown[] = [];
  const mock = stubFetch((method, url, init) => {
    if (url.startsWith('/api/search/v1')) {
      return {
        status: 200,
        body: {
          results: [
            {
              section: 'INSTRUMENTS',
              instrumentId: 1001,
              name: 'Volvo B',
              symbol: 'VOLV B',
              isin: 'SE0000115446',
              slug: 'volvo-b',
            },
          ],
        },
      };
    }
    if (method === 'POST' && url === '/api/alerts/v1') {
      sent.push(sentBody(init));
      return answer;
    }
    return { status: 200, body: { alerts: [] } };
  });
  return { sent, mock };
}

afterEach(() => vi.unstubAllGlobals());

describe('PriceAlertForm', () => {
  it('asks for an instrument and a valid price before sending anything', async () => {
    const { sent } = stubAlerts({ status: 201, body: ALERT });
    await renderForTest(<PriceAlertForm />);
    await userEvent.type(screen.getByLabelText('Price'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Choose an instrument first.')).toBeTruthy();
    const describedBy = screen.getByLabelText('Price').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Enter a positive price with at most 6 decimals.',
    );
    expect(sent).toHaveLength(0);
  });

  it('creates a BELOW alert at a decimal price picked by search', async () => {
    const { sent } = stubAlerts({ status: 201, body: ALERT });
    await renderForTest(<PriceAlertForm />);
    await userEvent.type(screen.getByLabelText('Instrument'), 'volvo');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Volvo B (VOLV B)' }));
    expect(screen.getByText('Chosen: Volvo B')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Below' }));
    await userEvent.type(screen.getByLabelText('Price'), '240,50');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(sent).toEqual([{ instrumentId: 1001, direction: 'BELOW', price: '240.50' }]));
    expect(await screen.findByText('Alert created.')).toBeTruthy();
  });

  it('says so when the server does not know the instrument', async () => {
    stubAlerts(problem(404, 'NOT_FOUND'));
    await renderForTest(<PriceAlertForm initial={{ instrumentId: 1001, name: 'Volvo B' }} />);
    await userEvent.type(screen.getByLabelText('Price'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That instrument does not exist.');
  });
});
