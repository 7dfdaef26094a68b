import { api, type GroupView, type ResponseOf } from '@havn/contract/web';
import { GROUP_NAME_DEBOUNCE_MS } from '@havn/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderWithApp, testQueryClient } from '../../../lib/testing/render-with-app.tsx';
import { type Answer, type ApiFailure, apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { EditGroupDrawer } from './EditGroupDrawer.tsx';
import { MEMBER } from './fixtures.ts';
import { groupKeys, useGroupQuery } from './queries.ts';

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

/** The group page's calls: the group itself, the name check, and the edit answered by `edit`. */
function stubGroup(edit: Answer<typeof api.community.groups.edit> = group, shown: GroupView = group) {
  return stubApi()
    .on(api.community.groups.bySlug, shown)
    .on(api.community.groups.validateName, { result: 'VALID' })
    .on(api.community.groups.edit, edit);
}

async function renderPage() {
  const client = testQueryClient();
  client.setQueryData(groupKeys.bySlug(group.slug), group);
  return renderWithApp(<Page open />, { client, session: MEMBER });
}

describe('the edit-group drawer (creator only)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs at least one change', async () => {
    stubGroup();
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
    const stub = stubGroup().on(api.community.groups.validateName, { result: 'ALREADY_EXISTS' });
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
    expect(stub.calls(api.community.groups.validateName)).toHaveLength(1);
    expect(save).toHaveProperty('disabled', true);
  });

  it('shows the edit at once and rolls it back with "Failed to update group" when the server refuses', async () => {
    const answer = deferred<ResponseOf<typeof api.community.groups.edit> | ApiFailure>();
    const stub = stubGroup(() => answer.promise);
    await renderPage();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Only Finnish stocks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // Optimistic: the page shows the new description while the call is under way.
    await waitFor(() =>
      expect(screen.getByTestId('shown').textContent).toBe('Nordic dividends / Only Finnish stocks.'),
    );
    const put = stub.calls(api.community.groups.edit)[0];
    expect(put?.path).toBe(`/api/community/v1/groups/${group.id}`);
    expect(put?.body).toEqual({ name: group.name, description: 'Only Finnish stocks.' });

    await act(async () => answer.resolve(apiError('INTERNAL')));
    await waitFor(() =>
      expect(screen.getByTestId('shown').textContent).toBe(
        'Nordic dividends / Dividend stocks from the north.',
      ),
    );
    expect(await screen.findByText('Failed to update group')).toBeTruthy();
  });

  it('keeps the edit when the server takes it', async () => {
    const edited = { ...group, description: 'Only Finnish stocks.' };
    stubGroup(edited, edited);
    await renderPage();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Only Finnish stocks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The group was updated')).toBeTruthy();
    expect(screen.getByTestId('shown').textContent).toBe('Nordic dividends / Only Finnish stocks.');
  });
});
