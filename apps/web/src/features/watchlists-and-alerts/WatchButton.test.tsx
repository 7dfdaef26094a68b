import { api, type EndpointRef, type SessionUser, type WatchlistView } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import { WatchButton } from './WatchButton.tsx';

const VOLVO = { id: 1001, name: 'Volvo B' };
const INGRID: SessionUser = {
  id: 'u-1',
  username: 'ingrid',
  name: 'Ingrid Ek',
  email: null,
  country: 'se',
  communityProfile: null,
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};
const TRUCKS_ID = '0b6e6900-0000-4000-8000-000000000001';
const TECH_ID = '0b6e6900-0000-4000-8000-000000000002';
const NEW_ID = '0b6e6900-0000-4000-8000-000000000003';

function watchlist(id: string, name: string, instrumentIds: number[]): WatchlistView {
  return {
    id,
    name,
    shared: false,
    instruments: instrumentIds.map((instrumentId) => ({
      instrumentId,
      name: 'Volvo B',
      symbol: 'VOLV B',
      isin: 'SE0000115446',
      currency: 'SEK',
      addedAt: '2026-01-01T00:00:00Z',
    })),
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

/**
 * A small in-memory server for the watchlist endpoints: lists change as the calls arrive, so the
 * refetch after each change shows what the server now holds. `failing` endpoints answer NOT_FOUND.
 */
function stubWatchlists(options: { signedIn?: boolean; failing?: EndpointRef[] } = {}) {
  const lists = [watchlist(TRUCKS_ID, 'Trucks', [VOLVO.id]), watchlist(TECH_ID, 'Tech', [])];
  const listOf = (listId: string | undefined) => {
    const list = lists.find((candidate) => candidate.id === listId);
    if (!list) throw new Error(`no list ${listId}`);
    return list;
  };
  const stub = stubApi()
    .on(api.identity.session, options.signedIn === false ? apiError('UNAUTHENTICATED') : INGRID)
    .on(api.watchlistsAndAlerts.listMine, () => ({ watchlists: lists }))
    .on(api.watchlistsAndAlerts.create, ({ body }) => {
      const created = watchlist(NEW_ID, body?.name ?? '', []);
      lists.push(created);
      return created;
    })
    .on(api.watchlistsAndAlerts.addInstrument, ({ params }) => {
      const list = listOf(params.listId);
      list.instruments = watchlist(list.id, list.name, [VOLVO.id]).instruments;
      return list;
    })
    .on(api.watchlistsAndAlerts.removeInstrument, ({ params }) => {
      listOf(params.listId).instruments = [];
      return null;
    });
  for (const endpoint of options.failing ?? []) stub.on(endpoint, apiError('NOT_FOUND'));
  return {
    /** The changes sent, in order. */
    get calls() {
      return stub
        .calls()
        .filter((call) => call.method !== 'GET')
        .map((call) => ({ method: call.method, url: call.path, body: call.body }));
    },
  };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add to watchlist' }));
  return screen.findByRole('dialog', { name: 'Watchlists for Volvo B' });
}

describe('WatchButton', () => {
  it('offers a visitor a way to log in and come back to the instrument', async () => {
    stubWatchlists({ signedIn: false });
    await renderWithApp(<WatchButton instrument={VOLVO} site="se" />, { path: '/se/aktie/1001-volvo-b' });
    const link = await screen.findByRole('link', { name: 'Log in to add to a watchlist' });
    expect(link.getAttribute('href')).toBe(
      `/se/logga-in?redirect_to=${encodeURIComponent('/se/aktie/1001-volvo-b')}`,
    );
    expect(screen.queryByRole('button', { name: 'Add to watchlist' })).toBeNull();
  });

  it('says which lists hold the instrument and ticks them in the dialog', async () => {
    stubWatchlists();
    await renderWithApp(<WatchButton instrument={VOLVO} site="en" />);
    const button = await screen.findByRole('button', { name: 'Add to watchlist' });
    expect(await screen.findByText('In your watchlists: Trucks')).toBeTruthy();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = await openDialog();
    const lists = within(dialog).getByRole('group', { name: 'Your watchlists' });
    expect((within(lists).getByRole('checkbox', { name: 'Trucks' }) as HTMLInputElement).checked).toBe(true);
    expect((within(lists).getByRole('checkbox', { name: 'Tech' }) as HTMLInputElement).checked).toBe(false);
  });

  it('adds to a list and removes from another by keyboard, saying what happened', async () => {
    const server = stubWatchlists();
    await renderWithApp(<WatchButton instrument={VOLVO} site="en" />);
    const dialog = await openDialog();
    const tech = within(dialog).getByRole('checkbox', { name: 'Tech' }) as HTMLInputElement;
    tech.focus();
    await userEvent.keyboard(' ');
    expect(tech.checked).toBe(true);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Volvo B added to Tech.');
    const trucks = within(dialog).getByRole('checkbox', { name: 'Trucks' }) as HTMLInputElement;
    await userEvent.click(trucks);
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('Volvo B removed from Trucks.'),
    );
    expect(trucks.checked).toBe(false);
    expect(server.calls).toEqual([
      { method: 'POST', url: `/api/watchlists/v1/${TECH_ID}/instruments`, body: { instrumentId: 1001 } },
      { method: 'DELETE', url: `/api/watchlists/v1/${TRUCKS_ID}/instruments/1001`, body: undefined },
    ]);
    await waitFor(() => expect(screen.getByText('In your watchlists: Tech')).toBeTruthy());
  });

  it('creates a new list with the instrument in it', async () => {
    const server = stubWatchlists();
    await renderWithApp(<WatchButton instrument={VOLVO} site="en" />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('New watchlist name'), '  Nordics ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create list and add' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Volvo B added to Nordics.');
    expect(server.calls).toEqual([
      { method: 'POST', url: '/api/watchlists/v1', body: { name: 'Nordics' } },
      { method: 'POST', url: `/api/watchlists/v1/${NEW_ID}/instruments`, body: { instrumentId: 1001 } },
    ]);
    const created = await within(dialog).findByRole('checkbox', { name: 'Nordics' });
    expect((created as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('New watchlist name') as HTMLInputElement).value).toBe('');
  });

  it('reverts the tick and says so when the server refuses', async () => {
    stubWatchlists({ failing: [api.watchlistsAndAlerts.create, api.watchlistsAndAlerts.addInstrument] });
    await renderWithApp(<WatchButton instrument={VOLVO} site="en" />);
    const dialog = await openDialog();
    const tech = within(dialog).getByRole('checkbox', { name: 'Tech' }) as HTMLInputElement;
    await userEvent.click(tech);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That did not work. Try again.');
    await waitFor(() => expect(tech.checked).toBe(false));
  });

  it('shows a load error in the dialog when the lists cannot be fetched', async () => {
    stubWatchlists({ failing: [api.watchlistsAndAlerts.listMine] });
    await renderWithApp(<WatchButton instrument={VOLVO} site="en" />);
    const dialog = await openDialog();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not load your watchlists.');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    stubWatchlists();
    await renderWithApp(<WatchButton instrument={VOLVO} site="en" />);
    const dialog = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix gives focus back on the next tick.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to watchlist' })),
    );
  });
});
