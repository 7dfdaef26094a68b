import { api, type ProfileView, type ResponseOf } from '@havn/contract/web';
import { FOLLOWERS_PAGE_SIZE, PROFILE_CACHE_MS, standingRole } from '@havn/domain';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, callApi, callMultipart } from '../../../lib/api-client.ts';
import { useSessionQuery } from '../../identity/queries.ts';

/** Query keys of the profile resource: one helper, so every cached copy can be found and updated. */
export const profileKeys = {
  all: ['community', 'profiles'] as const,
  bySlugAll: ['community', 'profiles', 'slug'] as const,
  bySlug: (slug: string) => ['community', 'profiles', 'slug', slug] as const,
  me: ['community', 'profiles', 'me'] as const,
  followListAll: ['community', 'profiles', 'follow-list'] as const,
  followList: (profileId: string, type: FollowListType) =>
    ['community', 'profiles', 'follow-list', profileId, type] as const,
  muted: ['community', 'profiles', 'muted'] as const,
  shareableAccounts: ['community', 'shareable-accounts'] as const,
};

/** Named stale times: profile calls are cached 60 s (spec section 9, Technical). */
export const PROFILE_STALE = {
  profile: PROFILE_CACHE_MS,
  followList: PROFILE_CACHE_MS,
  muted: PROFILE_CACHE_MS,
  shareableAccounts: 30_000,
} as const;

export type FollowListType = 'followers' | 'following';
export type FollowPage = ResponseOf<typeof api.community.profiles.followers>;
export type ShareableAccount = ResponseOf<typeof api.community.profiles.shareableAccounts>[number];

export function useProfileQuery(slug: string) {
  return useQuery({
    queryKey: profileKeys.bySlug(slug),
    queryFn: ({ signal }) => callApi(api.community.profiles.bySlug, { params: { slug }, signal }),
    staleTime: PROFILE_STALE.profile,
    // A 404 is an answer (no such member), never retried (spec section 8).
    retry: false,
  });
}

/** My community profile, or null when I have none (a 404 is an answer, not an error). */
export async function fetchMyProfile(signal?: AbortSignal): Promise<ProfileView | null> {
  try {
    return await callApi(api.community.profiles.me, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyProfileQuery(enabled = true) {
  return useQuery({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => fetchMyProfile(signal),
    staleTime: PROFILE_STALE.profile,
    enabled,
  });
}

export type CommunityViewer =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'memberWithoutProfile' }
  | { status: 'deactivated'; profile: ProfileView }
  | { status: 'member'; profile: ProfileView };

/** Who is looking, in the roles of spec section 6 (standingRole from the domain rules). */
export function useCommunityViewer(): CommunityViewer {
  const session = useSessionQuery();
  const loggedIn = Boolean(session.data);
  const me = useMyProfileQuery(loggedIn);
  if (session.isPending) return { status: 'loading' };
  if (!loggedIn) return { status: 'visitor' };
  if (me.isPending) return { status: 'loading' };
  const profile = me.data ?? null;
  const role = standingRole({
    loggedIn,
    profileId: profile?.id ?? null,
    profileDeactivated: profile?.status === 'DEACTIVATED',
  });
  if (role === 'member' && profile) return { status: 'member', profile };
  if (role === 'deactivated' && profile) return { status: 'deactivated', profile };
  return { status: 'memberWithoutProfile' };
}

/**
 * Applies a change to every cached copy of one profile (by slug, mine, in follower lists), the way an
 * optimistic toggle or a saved edit must show everywhere at once.
 */
export function updateCachedProfile(
  client: QueryClient,
  profileId: string,
  update: (profile: ProfileView) => ProfileView,
): void {
  const one = (profile: ProfileView | null | undefined) =>
    profile && profile.id === profileId ? update(profile) : profile;
  client.setQueriesData<ProfileView>({ queryKey: profileKeys.bySlugAll }, (old) => one(old) ?? old);
  client.setQueryData<ProfileView | null>(profileKeys.me, (old) => one(old) ?? old);
  client.setQueriesData<InfiniteData<FollowPage>>({ queryKey: profileKeys.followListAll }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            profiles: page.profiles.map((p) => (p.id === profileId ? update(p) : p)),
          })),
        }
      : old,
  );
}

/** Followers or following of a member, 50 a page by offset, with "load more". */
export function useFollowListQuery(profileId: string, type: FollowListType, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileKeys.followList(profileId, type),
    queryFn: ({ pageParam, signal }) =>
      callApi(api.community.profiles.followers, {
        params: { profileId },
        query: { type, limit: FOLLOWERS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.profiles.length, 0);
      return last.profiles.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: PROFILE_STALE.followList,
    enabled,
  });
}

/** Follow or unfollow; resolves with the state the server now has. */
export async function setFollowing(profileId: string, following: boolean): Promise<boolean> {
  await callApi(following ? api.community.profiles.follow : api.community.profiles.unfollow, {
    params: { profileId },
  });
  return following;
}

export async function setMuted(profileId: string, muted: boolean): Promise<boolean> {
  await callApi(muted ? api.community.profiles.mute : api.community.profiles.unmute, {
    params: { profileId },
  });
  return muted;
}

export function useMutedQuery(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.muted,
    queryFn: ({ signal }) => callApi(api.community.profiles.muted, { signal }),
    staleTime: PROFILE_STALE.muted,
    enabled,
  });
}

/** Mute or unmute a member; every cached copy of them and the muted list follow. */
export function useMuteMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, muted }: { profile: ProfileView; muted: boolean }) => setMuted(profile.id, muted),
    onSuccess: (muted, { profile }) => {
      updateCachedProfile(client, profile.id, (p) => ({
        ...p,
        relationship: { ...p.relationship, muted },
      }));
      client.setQueryData<ResponseOf<typeof api.community.profiles.muted>>(profileKeys.muted, (old) =>
        old && !muted ? { profiles: old.profiles.filter((p) => p.id !== profile.id) } : old,
      );
      void client.invalidateQueries({ queryKey: profileKeys.muted });
    },
  });
}

/** A saved profile (bio, avatar) replaces my own cached copies; relationships are not part of it. */
function storeOwnProfile(client: QueryClient, saved: ProfileView) {
  updateCachedProfile(client, saved.id, (p) => ({ ...saved, relationship: p.relationship }));
}

export function useUpdateDescriptionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (description: string) =>
      callApi(api.community.profiles.description, { body: { description } }),
    onSuccess: (saved) => storeOwnProfile(client, saved),
  });
}

export type AvatarChoice = { kind: 'file'; file: File } | { kind: 'preset'; uri: string };

export function avatarFormData(choice: AvatarChoice, form = new FormData()): FormData {
  if (choice.kind === 'file') form.set('file', choice.file, choice.file.name);
  else form.set('avatarUri', choice.uri);
  return form;
}

export function useUpdateAvatarMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: AvatarChoice) =>
      callMultipart(api.community.profiles.avatar, avatarFormData(choice)),
    onSuccess: (saved) => storeOwnProfile(client, saved),
  });
}

export function useDeactivateMutation() {
  return useMutation({ mutationFn: () => callApi(api.community.profiles.inactivate) });
}

/** After deactivation or reactivation every profile we hold may read differently: fetch them again. */
export function refreshProfiles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: profileKeys.all });
}

export function useShareableAccountsQuery(enabled = true) {
  return useQuery({
    queryKey: profileKeys.shareableAccounts,
    queryFn: ({ signal }) => callApi(api.community.profiles.shareableAccounts, { signal }),
    staleTime: PROFILE_STALE.shareableAccounts,
    enabled,
  });
}

/** Share or stop sharing one account; resolves with what the server now holds. */
export async function setAccountShared(accountId: string, shared: boolean): Promise<boolean> {
  const saved = await callApi(api.community.profiles.toggleShared, { body: { accountId, shared } });
  return saved.shared;
}

export function storeAccountShared(client: QueryClient, accountId: string, shared: boolean): void {
  client.setQueryData<ShareableAccount[]>(profileKeys.shareableAccounts, (old) =>
    old?.map((account) => (account.accountId === accountId ? { ...account, shared } : account)),
  );
}
