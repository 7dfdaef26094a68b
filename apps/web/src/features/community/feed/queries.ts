import { api } from '@havn/contract/web';
import { FEED_CHILD_LIMIT, FEED_PAGE_SIZE } from '@havn/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { FeedPage, FeedTarget } from '../content/types.ts';

/** How long a feed page is fresh: the event stream invalidates it sooner when something changes. */
export const FEED_STALE = { feed: 30_000 } as const;

export const feedKeys = {
  all: ['community', 'feed'] as const,
  feed: (target: FeedTarget, language: string) =>
    [...feedKeys.all, feedTargetTopic(target), language] as const,
  /** Under the feeds' prefix, so an edit or a delete anywhere refreshes a profile's posts too. */
  profile: (profileId: string, language: string) =>
    [...feedKeys.all, `profile:${profileId.toLowerCase()}`, language] as const,
};

/** `instrument:1001` or `group:<uuid>`: the feed's key part, and its event-stream topic. */
export function feedTargetTopic(target: FeedTarget): string {
  return target.instrumentId !== undefined
    ? `instrument:${target.instrumentId}`
    : `group:${target.groupId.toLowerCase()}`;
}

/** An instrument's or a group's threads, 25 a page, paged by cursor. */
export function useFeedQuery(target: FeedTarget, language: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.feed(target, language),
    queryFn: ({ pageParam, signal }): Promise<FeedPage> =>
      callApi(api.community.content.feed, {
        query: {
          ...(target.instrumentId !== undefined
            ? { instrumentId: target.instrumentId }
            : { groupId: target.groupId }),
          limit: FEED_PAGE_SIZE,
          childLimit: FEED_CHILD_LIMIT,
          language,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FEED_STALE.feed,
  });
}

/** A member's posts and polls for their profile page, 25 a page, paged by cursor. */
export function useProfilePostsQuery(profileId: string, language: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.profile(profileId, language),
    queryFn: ({ pageParam, signal }) =>
      callApi(api.community.content.byProfile, {
        params: { profileId },
        query: {
          limit: FEED_PAGE_SIZE,
          childLimit: FEED_CHILD_LIMIT,
          language,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FEED_STALE.feed,
  });
}
