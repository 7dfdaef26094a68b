import { api, CREATE_GROUP_FIELDS, type CreateGroupRequest, type GroupView } from '@havn/contract/web';
import { type GroupNameResult, normalizeGroupName, trimEdited } from '@havn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, callMultipart } from '../../../lib/api-client.ts';
import { useToggleMutationQueue } from '../../../lib/toggle-mutation-queue.ts';
import { discoverKeys } from '../discover/queries.ts';

/** How long a group's page data is fresh; joins and edits update it in place meanwhile. */
export const GROUP_STALE = {
  group: 30_000,
} as const;

const all = ['community', 'groups'] as const;

export const groupKeys = {
  all,
  bySlug: (slug: string) => [...all, 'slug', slug] as const,
};

export function useGroupQuery(slug: string) {
  return useQuery({
    queryKey: groupKeys.bySlug(slug),
    queryFn: ({ signal }) => callApi(api.community.groups.bySlug, { params: { group: slug }, signal }),
    staleTime: GROUP_STALE.group,
  });
}

/** Is the name valid and free? Never cached: another member can take it any moment. */
export async function checkGroupNameAvailability(
  groupName: string,
  signal: AbortSignal,
): Promise<GroupNameResult> {
  const { result } = await callApi(api.community.groups.validateName, { body: { groupName }, signal });
  return result;
}

export interface NewGroup extends Required<CreateGroupRequest> {
  logo: File | null;
}

/** POST /groups as multipart: the JSON part `createGroupRequest` and the optional logo `file`. */
export function useCreateGroupMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ logo, ...request }: NewGroup) => {
      const form = new FormData();
      form.set(CREATE_GROUP_FIELDS.request, JSON.stringify(request));
      if (logo) form.set(CREATE_GROUP_FIELDS.file, logo);
      return callMultipart(api.community.groups.create, form);
    },
    onSuccess: (group) => {
      client.setQueryData(groupKeys.bySlug(group.slug), group);
      void client.invalidateQueries({ queryKey: discoverKeys.groups });
    },
  });
}

export interface GroupEdit {
  group: GroupView;
  name: string;
  description: string;
  logo: File | null;
}

/**
 * Edit a group optimistically (spec section 4: rolled back on failure): the page shows the new name
 * and description at once; a failure puts the old ones back and the page asks the server again.
 */
export function useEditGroupMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ group, name, description, logo }: GroupEdit): Promise<GroupView> => {
      const textChanged =
        normalizeGroupName(name) !== normalizeGroupName(group.name) ||
        trimEdited(description) !== group.description;
      let edited = group;
      if (textChanged) {
        edited = await callApi(api.community.groups.edit, {
          params: { group: group.id },
          body: { name, description },
        });
      }
      if (logo) {
        const form = new FormData();
        form.set(CREATE_GROUP_FIELDS.file, logo);
        const { logoUri } = await callMultipart(api.community.groups.uploadLogo, form, { groupId: group.id });
        edited = { ...edited, logoUri, iconUrl: logoUri };
      }
      return edited;
    },
    onMutate: async ({ group, name, description }) => {
      const key = groupKeys.bySlug(group.slug);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<GroupView>(key);
      client.setQueryData<GroupView>(key, (cached) =>
        cached ? { ...cached, name: normalizeGroupName(name), description: trimEdited(description) } : cached,
      );
      return { previous };
    },
    onError: (_error, { group }, context) => {
      if (context?.previous) client.setQueryData(groupKeys.bySlug(group.slug), context.previous);
    },
    onSuccess: (edited) => {
      client.setQueryData(groupKeys.bySlug(edited.slug), edited);
    },
    onSettled: (_data, error, { group }) => {
      // After a failure the rollback shows what we had; the server may have taken part of the edit.
      if (error) void client.invalidateQueries({ queryKey: groupKeys.bySlug(group.slug) });
      void client.invalidateQueries({ queryKey: discoverKeys.groups });
    },
  });
}

export function useDeleteGroupMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (group: GroupView) => callApi(api.community.groups.delete, { params: { group: group.id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: discoverKeys.groups });
    },
  });
}

async function sendMembership(groupId: string, member: boolean): Promise<boolean> {
  if (member) await callApi(api.community.groups.join, { params: { groupId } });
  else await callApi(api.community.groups.leave, { params: { groupId } });
  return member;
}

/**
 * Join and leave as an optimistic toggle (spec section 4): the page flips membership and the member
 * count at once; the queue sends only the latest wish and, on failure, reverts to the server's state.
 */
export function useJoinGroupToggle(group: GroupView): { toggle(): void; error: unknown } {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const key = groupKeys.bySlug(group.slug);
  const show = (isMember: boolean) =>
    client.setQueryData<GroupView>(key, (cached) =>
      cached && cached.isMember !== isMember
        ? { ...cached, isMember, memberCount: Math.max(0, cached.memberCount + (isMember ? 1 : -1)) }
        : cached,
    );
  const enqueue = useToggleMutationQueue<boolean>({
    initialState: group.isMember,
    send: (wanted) => sendMembership(group.id, wanted),
    onSuccess: () => void client.invalidateQueries({ queryKey: discoverKeys.groups }),
    onFailure: (serverState, failure) => {
      show(serverState);
      setError(failure);
    },
  });
  return {
    toggle() {
      setError(null);
      const wanted = !group.isMember;
      show(wanted);
      enqueue(wanted);
    },
    error,
  };
}
