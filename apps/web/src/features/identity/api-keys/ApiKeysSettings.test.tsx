import { type ApiKeyView, api } from '@havn/contract/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { ApiKeysSettings } from './ApiKeysSettings.tsx';

const REPORT: ApiKeyView = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Nightly report',
  scopes: ['READ'],
  prefix: 'havn_live_abc123',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: '2026-11-02T06:30:00.000Z',
};
const SECRET = `havn_live_${'x'.repeat(43)}`;

describe('API keys in settings', () => {
  it('lists each key by name, prefix, scopes and last use, never its secret', async () => {
    stubApi().on(api.platform.apiKeys.list, [
      REPORT,
      { ...REPORT, id: `${REPORT.id.slice(0, -1)}4`, name: 'Bot', lastUsedAt: null },
    ]);
    await renderWithApp(<ApiKeysSettings />, { path: '/en/settings/account-settings' });
    const report = (await screen.findByText('Nightly report')).closest('li')!;
    expect(within(report).getByText('havn_live_abc123…')).toBeTruthy();
    expect(within(report).getByText(/last used/)).toBeTruthy();
    const bot = screen.getByText('Bot').closest('li')!;
    expect(within(bot).getByText(/never used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to use the API' }).getAttribute('href')).toBe(
      '/en/api-docs',
    );
  });

  it('creates a trading key and shows its secret once, with a warning and a copy button', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const stub = stubApi()
      .on(api.platform.apiKeys.list, [])
      .on(api.platform.apiKeys.create, {
        id: REPORT.id,
        name: 'Rebalancer',
        scopes: ['READ', 'TRADE'],
        prefix: SECRET.slice(0, 16),
        secret: SECRET,
        createdAt: REPORT.createdAt,
      });
    await renderWithApp(<ApiKeysSettings />);
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();

    const read = screen.getByRole('checkbox', { name: /^Read:/ }) as HTMLInputElement;
    expect(read.checked && read.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Trade:/ }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rebalancer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const heading = await screen.findByRole('heading', { name: 'Your new key “Rebalancer”' });
    expect(stub.calls(api.platform.apiKeys.create)[0]?.body).toEqual({
      name: 'Rebalancer',
      scopes: ['READ', 'TRADE'],
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/This is the only time it is shown/)).toBeTruthy();
    expect((screen.getByLabelText('Secret key') as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Key copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SECRET);

    fireEvent.click(screen.getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByLabelText('Secret key')).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('asks for a name before calling the server', async () => {
    const stub = stubApi().on(api.platform.apiKeys.list, []);
    await renderWithApp(<ApiKeysSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name of 1 to 60 characters.')).toBeTruthy();
    expect(stub.calls(api.platform.apiKeys.create)).toHaveLength(0);
  });

  it('says so when the customer already has the most keys', async () => {
    stubApi()
      .on(api.platform.apiKeys.list, [])
      .on(api.platform.apiKeys.create, apiError('API_KEY_LIMIT_REACHED'));
    await renderWithApp(<ApiKeysSettings />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/You have 10 active API keys/)).toBeTruthy();
  });

  it('revokes a key only after the customer confirms', async () => {
    const stub = stubApi().on(api.platform.apiKeys.list, [REPORT]).on(api.platform.apiKeys.revoke, null);
    await renderWithApp(<ApiKeysSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Nightly report”?' });
    expect(within(dialog).getByText(/stop working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stub.calls(api.platform.apiKeys.revoke)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly report' }));
    stub.on(api.platform.apiKeys.list, []);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.calls(api.platform.apiKeys.revoke)[0]?.path).toBe(`/api/api-keys/${REPORT.id}`);
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();
  });
});
