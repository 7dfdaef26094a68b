import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, problem, renderWithProviders, stubFetch } from '../groups/test-providers.tsx';
import { TranslationSettingsButton, TranslationSettingsDrawer } from './TranslationSettingsDrawer.tsx';

describe('the translation settings drawer (auto-translate on by default)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows auto on by default and saves a change', async () => {
    const saved = deferred<Response>();
    const calls = stubFetch((call) => (call.method === 'PUT' ? saved.promise : json({ auto: true })));
    await renderWithProviders(<TranslationSettingsDrawer open onOpenChange={() => {}} />);
    const toggle = await screen.findByRole('switch', { name: 'Translate automatically' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(calls[0]?.url).toBe('/api/community/v1/settings/translations');

    fireEvent.click(toggle);
    // Optimistic: off before the server answered.
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ auto: false }));
    saved.resolve(json({ auto: false }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('puts the old value back when saving fails', async () => {
    stubFetch((call) => (call.method === 'PUT' ? problem(500, 'INTERNAL') : json({ auto: true })));
    await renderWithProviders(<TranslationSettingsDrawer open onOpenChange={() => {}} />);
    const toggle = await screen.findByRole('switch', { name: 'Translate automatically' });
    fireEvent.click(toggle);
    expect(await screen.findByText('Your setting could not be saved. Please try again.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('offers the settings button to members only', async () => {
    stubFetch(() => json({ auto: true }));
    const visitor = await renderWithProviders(<TranslationSettingsButton />, { session: null });
    expect(screen.queryByRole('button', { name: 'Translation settings' })).toBeNull();
    visitor.unmount();
    await renderWithProviders(<TranslationSettingsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Translation settings' }));
    expect(await screen.findByRole('dialog', { name: 'Translation settings' })).toBeTruthy();
  });
});
