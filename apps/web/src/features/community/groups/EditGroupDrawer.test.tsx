import type { GroupView } from '@havn/contract';
import { GROUP_NAME_DEBOUNCE_MS } from '@havn/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditGroupDrawer } from './EditGroupDrawer.tsx';
import { groupKeys, useGroupQuery } from './queries.ts';
import { deferred, json, problem, renderWithProviders, stubFetch } from './test-providers.tsx';

const group: GroupView = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Nordic dividends',
  slug: 'nordic-dividends',
  description: 'Dividend stocks from the north.',
  kind: 'PUBLIC',
  logoUri: null,
  iconUrl: null,
  latestActivityAt: '2026-01-01T12:00:00Z',
  memberCount: 3,
  createdAt: '2025-12-01T12:00:00Z',
  creatorId: '11111111-1111-4111-8111-111111111111',
  isMember: true,
  isCreator: true,
};

/** What the group page shows of the cached group, beside the drawer. */
function Page({ open }: { open: boolean }) {
  const shown = useGroupQuery(group.slug).data;
  return (
    <>
      <p data-testid="shown">
        {shown?.name} / {shown?.description}
      </p>
      <EditGroupDrawer group={shown ?? group} open={open} onOpenChange={() => {}} />
    </>
  );
}

async function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(groupKeys.bySlug(group.slug), group);
  return renderWithProviders(<Page open />, { client });
}

describe('the edit-group drawer (creator only)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('needs at least one change', async () => {
    stubFetch(() => json(group));
    await renderPage();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText('Change something to save.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'New words.' } });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: group.description } });
    expect(save).toHaveProperty('disabled', true);
  });

  it('needs an available name unless the name is unchanged', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const calls = stubFetch((call) =>
      call.url.endsWith('/validate-name') ? json({ result: 'ALREADY_EXISTS' }) : json(group),
    );
    await renderPage();
    const save = screen.getByRole('button', { name: 'Save changes' });
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: 'Swedish dividends' } });
    await act(() => vi.advanceTimersByTimeAsync(GROUP_NAME_DEBOUNCE_MS));
    expect(screen.getByText('This group name is already taken')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    // Back to its own name: nothing to check, and no change to save.
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: group.name } });
    await act(() => vi.advanceTimersByTimeAsync(GROUP_NAME_DEBOUNCE_MS));
    expect(screen.queryByText('This group name is already taken')).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/validate-name'))).toHaveLength(1);
    expect(save).toHaveProperty('disabled', true);
  });

  it('shows the edit at once and rolls it back with "Failed to update group" when the server refuses', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch((call) => (call.method === 'PUT' ? answer.promise : json(group)));
    await renderPage();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Only Finnish stocks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // Optimistic: the page shows the new description while the call is under way.
    await waitFor(() =>
      expect(screen.getByTestId('shown').textContent).toBe('Nordic dividends / Only Finnish stocks.'),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/community/v1/groups/${group.id}`);
    expect(put?.body).toEqual({ name: group.name, description: 'Only Finnish stocks.' });

    await act(async () => answer.resolve(problem(500, 'INTERNAL')));
    await waitFor(() =>
      expect(screen.getByTestId('shown').textContent).toBe(
        'Nordic dividends / Dividend stocks from the north.',
      ),
    );
    expect(await screen.findByText('Failed to update group')).toBeTruthy();
  });

  it('keeps the edit when the server takes it', async () => {
    const edited = { ...group, description: 'Only Finnish stocks.' };
    stubFetch((call) => (call.method === 'PUT' ? json(edited) : json(edited)));
    await renderPage();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Only Finnish stocks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The group was updated')).toBeTruthy();
    expect(screen.getByTestId('shown').textContent).toBe('Nordic dividends / Only Finnish stocks.');
  });
});
