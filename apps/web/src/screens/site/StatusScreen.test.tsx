import { api, type PlatformStatus } from '@havn/contract/web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import NightlyDowntimeScreen from './NightlyDowntimeScreen.tsx';
import StatusScreen from './StatusScreen.tsx';

const UNDER_WAY: PlatformStatus = {
  status: 'MAINTENANCE',
  components: [
    { name: 'database', status: 'OK' },
    { name: 'trading', status: 'MAINTENANCE' },
    { name: 'marketData', status: 'OK' },
    { name: 'backgroundJobs', status: 'OK' },
    { name: 'translation', status: 'OFF' },
  ],
  nextMaintenance: { start: '2026-11-24T02:00:00.000Z', end: '2026-11-24T02:20:00.000Z' },
};

describe('the status page', () => {
  it('names each service in customer words with its state, and the maintenance under way', async () => {
    stubApi().on(api.platform.status, UNDER_WAY);
    await renderWithApp(<StatusScreen />, { path: '/en/status' });
    expect(await screen.findByText('Scheduled maintenance under way')).toBeTruthy();
    const trading = screen.getByText('Orders and trading').closest('li')!;
    expect(within(trading).getByText('Maintenance')).toBeTruthy();
    const translation = screen.getByText('Translation of posts').closest('li')!;
    expect(within(translation).getByText('Switched off')).toBeTruthy();
    expect(screen.getByText(/Maintenance until .* \(your time\)\./)).toBeTruthy();
  });

  it('says the status could not be checked when the call fails', async () => {
    stubApi().on(api.platform.status, apiError('INTERNAL'));
    await renderWithApp(<StatusScreen />, { path: '/se/status' });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe('the nightly-downtime page', () => {
  it('says until when, that reading works, and leads back only to a path on this site', async () => {
    stubApi().on(api.platform.status, UNDER_WAY);
    const path = '/en/nightly-downtime?from=%2Fen%2Foverview';
    await renderWithApp(<NightlyDowntimeScreen page={pageFor('/en/nightly-downtime')} />, { path });
    expect(await screen.findByText(/Havn is down for scheduled maintenance until/)).toBeTruthy();
    expect(screen.getByText(/You can still see your accounts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe(
      '/en/overview',
    );
  });

  it('never leads back to another site', async () => {
    stubApi().on(api.platform.status, { ...UNDER_WAY, status: 'OK', components: [] });
    const path = `/en/nightly-downtime?from=${encodeURIComponent('//evil.example/x')}`;
    await renderWithApp(<NightlyDowntimeScreen page={pageFor('/en/nightly-downtime')} />, { path });
    const back = await screen.findByRole('link', { name: 'Back to where you were' });
    expect(back.getAttribute('href')).not.toContain('evil');
  });
});
