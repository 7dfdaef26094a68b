import { api, type GroupView } from '@havn/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { discoverKeys } from '../discover/queries.ts';
import { groupKeys } from './queries.ts';

/** A private group's way in (issue 12): requests to join that the admin answers, and invitations. */

export const joinRequestKeys = {
  of: (groupId: string) => [...groupKeys.all, 'join-requests', groupId] as const,
};

/** After any answer the group's card (membership, pending flags, member count) is asked again. */
function useRefreshGroup(group: GroupView) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: groupKeys.bySlug(group.slug) });
    void client.invalidateQueries({ queryKey: joinRequestKeys.of(group.id) });
    void client.invalidateQueries({ queryKey: discoverKeys.groups });
  };
}

/** The caller's side: ask, withdraw, accept or decline an invitation. */
export function useGroupAccessMutation(group: GroupView) {
  const refresh = useRefreshGroup(group);
  return useMutation({
    mutationFn: async (action: 'ask' | 'withdraw' | 'accept' | 'decline') => {
      const params = { groupId: group.id };
      if (action === 'ask') await callApi(api.community.groups.requestToJoin, { params });
      else if (action === 'withdraw') await callApi(api.community.groups.withdrawJoinRequest, { params });
      else if (action === 'accept') await callApi(api.community.groups.acceptInvitation, { params });
      else await callApi(api.community.groups.declineInvitation, { params });
    },
    onSettled: refresh,
  });
}

/** The pending requests to join, for the group's admin. */
export function useJoinRequestsQuery(group: GroupView) {
  return useQuery({
    queryKey: joinRequestKeys.of(group.id),
    queryFn: ({ signal }) =>
      callApi(api.community.groups.joinRequests, { params: { groupId: group.id }, signal }),
    enabled: group.isCreator && group.kind === 'PRIVATE',
  });
}

/** The admin's answer to one request. */
export function useAnswerJoinRequestMutation(group: GroupView) {
  const refresh = useRefreshGroup(group);
  return useMutation({
    mutationFn: async ({ profileId, approve }: { profileId: string; approve: boolean }) => {
      const params = { groupId: group.id, profileId };
      if (approve) await callApi(api.community.groups.approveJoinRequest, { params });
      else await callApi(api.community.groups.declineJoinRequest, { params });
    },
    onSettled: refresh,
  });
}

/** The admin invites a member by their profile id. */
export function useInviteMutation(group: GroupView) {
  return useMutation({
    mutationFn: (profileId: string) =>
      callApi(api.community.groups.invite, { params: { groupId: group.id }, body: { profileId } }),
  });
}
