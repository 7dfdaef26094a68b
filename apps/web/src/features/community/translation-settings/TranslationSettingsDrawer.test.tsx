import { api, type ResponseOf } from '@havn/contract/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { MEMBER } from '../groups/fixtures.ts';
import { TranslationSettingsButton } from './TranslationSettingsButton.tsx';
import { TranslationSettingsDrawer } from './TranslationSettingsDrawer.tsx';

describe('the translation settings drawer (auto-translate on by default)', () => {
  it('shows auto on by default and saves a change', async () => {
    const saved = deferred<ResponseOf<typeof api.community.settings.put>>();
    const stub = stubApi()
      .on(api.community.translation.status, { available: true })
      .on(api.community.settings.get, { auto: true })
      .on(api.community.settings.put, () => saved.promise);
    await renderWithApp(<TranslationSettingsDrawer open onOpenChange={() => {}} />, { session: MEMBER });
    const toggle = await screen.findByRole('switch', { name: 'Translate automatically' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(stub.calls(api.community.settings.get)[0]?.path).toBe('/api/community/v1/settings/translations');

    fireEvent.click(toggle);
    // Optimistic: off before the server answered.
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(stub.calls(api.community.settings.put)[0]?.body).toEqual({ auto: false }));
    saved.resolve({ auto: false });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('puts the old value back when saving fails', async () => {
    stubApi()
      .on(api.community.translation.status, { available: true })
      .on(api.community.settings.get, { auto: true })
      .on(api.community.settings.put, apiError('INTERNAL'));
    await renderWithApp(<TranslationSettingsDrawer open onOpenChange={() => {}} />, { session: MEMBER });
    const toggle = await screen.findByRole('switch', { name: 'Translate automatically' });
    fireEvent.click(toggle);
    expect(await screen.findByText('Your setting could not be saved. Please try again.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('says translation is unavailable, and offers no switch that would do nothing, when the server has no engine', async () => {
    const stub = stubApi()
      .on(api.community.translation.status, { available: false })
      .on(api.community.settings.get, { auto: true });
    await renderWithApp(<TranslationSettingsDrawer open onOpenChange={() => {}} />, { session: MEMBER });
    expect(
      await screen.findByText(
        'Machine translation is not switched on on this server, so posts and comments are shown in the language they were written in.',
      ),
    ).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Translate automatically' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(toggle);
    expect(stub.calls(api.community.settings.put)).toHaveLength(0);
  });

  it('offers the settings button to members only', async () => {
    stubApi()
      .on(api.community.translation.status, { available: true })
      .on(api.community.settings.get, { auto: true });
    const visitor = await renderWithApp(<TranslationSettingsButton />, { session: null });
    expect(screen.queryByRole('button', { name: 'Translation settings' })).toBeNull();
    visitor.unmount();
    await renderWithApp(<TranslationSettingsButton />, { session: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Translation settings' }));
    expect(await screen.findByRole('dialog', { name: 'Translation settings' })).toBeTruthy();
  });
});
