import { api, type GroupView, type JoinRequestView } from '@havn/contract/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { MEMBER } from './fixtures.ts';
import { JoinGroupButton } from './JoinGroupButton.tsx';
import { JoinRequestsPanel } from './JoinRequestsPanel.tsx';
import { useGroupQuery } from './queries.ts';

const privateGroup: GroupView = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Quiet Cove',
  slug: 'quiet-cove',
  description: 'Members only.',
  kind: 'PRIVATE',
  logoUri: null,
  iconUrl: null,
  latestActivityAt: '2026-01-01T12:00:00Z',
  memberCount: 4,
  createdAt: '2025-12-01T12:00:00Z',
  creatorId: '99999999-9999-4999-8999-999999999999',
  isMember: false,
  isCreator: false,
  joinRequested: false,
  invited: false,
};

const BO: JoinRequestView = {
  profileId: '44444444-4444-4444-8444-444444444444',
  username: 'bo',
  slug: 'bo',
  avatarUri: null,
  requestedAt: '2026-01-02T08:00:00Z',
};

/** The group page's header actions and the admin's panel, for the group as the server now shows it. */
function Page() {
  const group = useGroupQuery(privateGroup.slug).data;
  if (!group) return null;
  return (
    <>
      <JoinGroupButton group={group} />
      <JoinRequestsPanel group={group} />
    </>
  );
}

describe('a private group for a member who is not in it', () => {
  it('asks to join, then shows the request as pending with a way to withdraw it', async () => {
    let requested = false;
    const stub = stubApi()
      .on(api.community.groups.bySlug, () => ({ ...privateGroup, joinRequested: requested }))
      .on(api.community.groups.requestToJoin, () => {
        requested = true;
        return null;
      });
    await renderWithApp(<Page />, { session: MEMBER });

    expect(screen.queryByRole('button', { name: 'Join group' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Request to join' }));

    expect(await screen.findByText("Your request to join is waiting for the group's admin.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    expect(stub.calls(api.community.groups.requestToJoin).map((c) => c.params)).toEqual([
      { groupId: privateGroup.id },
    ]);
    expect(stub.calls(api.community.groups.join)).toEqual([]);
  });

  it('shows an invitation to accept; accepting makes the member one', async () => {
    let member = false;
    const stub = stubApi()
      .on(api.community.groups.bySlug, () => ({
        ...privateGroup,
        invited: !member,
        isMember: member,
        memberCount: member ? 5 : 4,
      }))
      .on(api.community.groups.acceptInvitation, () => {
        member = true;
        return null;
      });
    await renderWithApp(<Page />, { session: MEMBER });

    expect(await screen.findByText('You have been invited to this group.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByRole('button', { name: 'Leave group' })).toBeTruthy();
    expect(stub.calls(api.community.groups.acceptInvitation)).toHaveLength(1);
    expect(stub.calls(api.community.groups.declineInvitation)).toEqual([]);
  });

  it('says why when the request fails, in the member’s language', async () => {
    stubApi()
      .on(api.community.groups.bySlug, privateGroup)
      .on(api.community.groups.requestToJoin, apiError('PROFILE_DEACTIVATED'));
    await renderWithApp(<Page />, { session: MEMBER });
    fireEvent.click(await screen.findByRole('button', { name: 'Request to join' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not update your membership. Please try again.',
    );
  });
});

describe('the admin of a private group', () => {
  const asAdmin: GroupView = {
    ...privateGroup,
    isMember: true,
    isCreator: true,
    creatorId: MEMBER.communityProfile!.profileId,
  };

  it('sees the requests to join and approves one', async () => {
    let pending = [BO];
    const stub = stubApi()
      .on(api.community.groups.bySlug, () => ({
        ...asAdmin,
        memberCount: 4 + (pending.length === 0 ? 1 : 0),
      }))
      .on(api.community.groups.joinRequests, () => pending)
      .on(api.community.groups.approveJoinRequest, () => {
        pending = [];
        return null;
      });
    await renderWithApp(<Page />, { session: MEMBER });

    expect(await screen.findByRole('heading', { name: 'Requests to join' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve bo' }));

    expect(await screen.findByText('No requests to join right now.')).toBeTruthy();
    expect(stub.calls(api.community.groups.approveJoinRequest).map((c) => c.params)).toEqual([
      { groupId: privateGroup.id, profileId: BO.profileId },
    ]);
  });

  it('declines a request', async () => {
    let pending = [BO];
    const stub = stubApi()
      .on(api.community.groups.bySlug, asAdmin)
      .on(api.community.groups.joinRequests, () => pending)
      .on(api.community.groups.declineJoinRequest, () => {
        pending = [];
        return null;
      });
    await renderWithApp(<Page />, { session: MEMBER });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline bo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Decline bo' })).toBeNull());
    expect(stub.calls(api.community.groups.declineJoinRequest)).toHaveLength(1);
    expect(stub.calls(api.community.groups.approveJoinRequest)).toEqual([]);
  });

  it('invites a member found by username', async () => {
    const stub = stubApi()
      .on(api.community.groups.bySlug, asAdmin)
      .on(api.community.groups.joinRequests, [])
      .on(api.community.search, {
        results: [{ section: 'MEMBERS', profileId: BO.profileId, username: 'bo', slug: 'bo' }],
      })
      .on(api.community.groups.invite, null);
    await renderWithApp(<Page />, { session: MEMBER });
    fireEvent.change(await screen.findByLabelText('Invite a member by username'), {
      target: { value: 'bo' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite bo' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(stub.calls(api.community.groups.invite).map((c) => c.body)).toEqual([{ profileId: BO.profileId }]);
  });

  it('shows no requests panel for a public group', async () => {
    const stub = stubApi().on(api.community.groups.bySlug, { ...asAdmin, kind: 'PUBLIC' });
    await renderWithApp(<Page />, { session: MEMBER });
    expect(await screen.findByRole('button', { name: 'Leave group' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Requests to join' })).toBeNull();
    expect(stub.calls(api.community.groups.joinRequests)).toEqual([]);
  });
});
