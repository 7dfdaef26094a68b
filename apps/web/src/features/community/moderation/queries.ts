import { api } from '@havn/contract/web';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { feedKeys } from '../feed/queries.ts';
import { profileKeys, setMuted, updateCachedProfile } from '../profile/queries.ts';
import { threadKeys } from '../thread/queries.ts';

/** How long my reports list is fresh: a moderator's decision can come at any time, but rarely. */
export const MODERATION_STALE = {
  myReports: 30_000,
} as const;

const all = ['community', 'moderation'] as const;

export const moderationKeys = {
  all,
  myReports: [...all, 'my-reports'] as const,
};

export interface ReportInput {
  contentId: string;
  reportComment: string;
  country: string;
}

export function useReportMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, reportComment, country }: ReportInput) =>
      callApi(api.community.moderation.reportContent, {
        params: { contentId },
        body: { reportComment, country },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: moderationKeys.myReports }),
  });
}

/** My reports, newest first, with their outcome; paged by cursor. */
export function useMyReportsQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.myReports,
    queryFn: ({ pageParam, signal }) =>
      callApi(api.community.moderation.myReports, { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: MODERATION_STALE.myReports,
    enabled,
  });
}

/**
 * Mute or unmute a member and make every view follow: their cached profiles, my muted list, and the
 * feeds and threads, which the server renders with the muted-comment placeholder.
 */
export function useSetMuted(): (profileId: string, muted: boolean) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (profileId, muted) => {
      const confirmed = await setMuted(profileId, muted);
      updateCachedProfile(client, profileId, (profile) => ({
        ...profile,
        relationship: { ...profile.relationship, muted: confirmed },
      }));
      void client.invalidateQueries({ queryKey: profileKeys.muted });
      void client.invalidateQueries({ queryKey: feedKeys.all });
      void client.invalidateQueries({ queryKey: threadKeys.all });
      return confirmed;
    },
    [client],
  );
}
