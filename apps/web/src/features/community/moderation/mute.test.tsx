import { api } from '@havn/contract/web';
import { MUTE_TOAST_MS } from '@havn/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { MEMBER } from '../groups/fixtures.ts';
import { MuteSheet } from './MuteSheet.tsx';
import { useMuteMember } from './use-mute-member.ts';

const bob = { id: '44444444-4444-4444-8444-444444444444', username: 'bob' };
const mutePath = `/api/community/v1/profiles/${bob.id}/mute`;

/** Mute (failing when `fails`) and unmute; what was sent, as `METHOD path`. */
function stubMute(fails = false) {
  const stub = stubApi()
    .on(api.community.profiles.mute, fails ? apiError('INTERNAL') : null)
    .on(api.community.profiles.unmute, null);
  return {
    get sent() {
      return stub.calls().map((call) => `${call.method} ${call.path}`);
    },
  };
}

function MuteFromMenu() {
  const { mute } = useMuteMember();
  return (
    <button type="button" onClick={() => void mute(bob)}>
      Mute from the menu
    </button>
  );
}

function PhoneSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the sheet
      </button>
      <MuteSheet target={bob} muted={false} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function flush() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('muting a member (spec section 4: a toast for 7 s; on mobile a toggle applied on close)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mutes at once and shows the toast for 7 s, with Undo', async () => {
    const mutes = stubMute();
    await renderWithApp(<MuteFromMenu />, { session: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Mute from the menu' }));
    await flush();
    expect(mutes.sent).toEqual([`POST ${mutePath}`]);
    expect(screen.getByText('bob is muted')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(MUTE_TOAST_MS - 100));
    expect(screen.queryByText('bob is muted')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('bob is muted')).toBeNull();
  });

  it('undoes the mute from the toast', async () => {
    const mutes = stubMute();
    await renderWithApp(<MuteFromMenu />, { session: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Mute from the menu' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await flush();
    expect(mutes.sent).toEqual([`POST ${mutePath}`, `DELETE ${mutePath}`]);
  });

  it('on a phone: the toggle does nothing until the sheet closes, then mutes', async () => {
    const mutes = stubMute();
    await renderWithApp(<PhoneSheet />, { session: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Open the sheet' }));
    const toggle = screen.getByRole('switch', { name: 'Mute bob' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await flush();
    expect(mutes.sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(mutes.sent).toEqual([`POST ${mutePath}`]);
    // No toast on a phone: the toggle is the feedback.
    expect(screen.queryByText('bob is muted')).toBeNull();
  });

  it('on a phone: toggling back and forth before closing sends nothing', async () => {
    const mutes = stubMute();
    await renderWithApp(<PhoneSheet />, { session: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Open the sheet' }));
    const toggle = screen.getByRole('switch', { name: 'Mute bob' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(mutes.sent).toHaveLength(0);
  });

  it('on a phone: a failure resets the toggle silently', async () => {
    const mutes = stubMute(true);
    await renderWithApp(<PhoneSheet />, { session: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Open the sheet' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Mute bob' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(mutes.sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not mute/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open the sheet' }));
    expect(screen.getByRole('switch', { name: 'Mute bob' }).getAttribute('aria-checked')).toBe('false');
  });
});
