import {
  api,
  DISCOVER_GROUPS_PAGE_SIZE,
  DISCOVER_THREADS_DEFAULT,
  type DiscoverGroupChip,
} from '@havn/contract/web';
import { WIDGET_ITEMS } from '@havn/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** How long a discover list is fresh: activity moves, but not by the second. */
export const DISCOVER_STALE = {
  instruments: 60_000,
  users: 60_000,
  groups: 30_000,
  threads: 60_000,
} as const;

/** The full list pages ask for the API's largest page. */
export const DISCOVER_USERS_PAGE_LIMIT = 50;

const all = ['community', 'discover'] as const;

export const discoverKeys = {
  all,
  instruments: (myHoldings: boolean) => [...all, 'instruments', { myHoldings }] as const,
  users: (limit: number) => [...all, 'users', { limit }] as const,
  threads: (language: string) => [...all, 'threads', language] as const,
  /** Every discover-groups list (widgets and pages): what group writes invalidate. */
  groups: [...all, 'groups'] as const,
  groupsWidget: (chip: DiscoverGroupChip) => [...all, 'groups', chip, 'widget'] as const,
  groupsPages: (chip: DiscoverGroupChip) => [...all, 'groups', chip, 'pages'] as const,
};

/** Instruments with the latest community activity, newest first (spec section 7: limit 5). */
export function useDiscoverInstrumentsQuery(myHoldings: boolean, enabled = true) {
  return useQuery({
    queryKey: discoverKeys.instruments(myHoldings),
    queryFn: ({ signal }) =>
      callApi(api.community.content.discoverInstruments, {
        query: { sort: 'activityDate', limit: WIDGET_ITEMS, myHoldings: myHoldings ? 'true' : 'false' },
        signal,
      }),
    staleTime: DISCOVER_STALE.instruments,
    enabled,
  });
}

export function useDiscoverUsersQuery(limit: number) {
  return useQuery({
    queryKey: discoverKeys.users(limit),
    queryFn: ({ signal }) => callApi(api.community.content.discoverUsers, { query: { limit }, signal }),
    staleTime: DISCOVER_STALE.users,
  });
}

/** The first five groups of a chip, for the overview's widget. */
export function useDiscoverGroupsWidgetQuery(chip: DiscoverGroupChip, enabled = true) {
  return useQuery({
    queryKey: discoverKeys.groupsWidget(chip),
    queryFn: ({ signal }) =>
      callApi(api.community.groups.discover, { query: { chip, limit: WIDGET_ITEMS, offset: 0 }, signal }),
    staleTime: DISCOVER_STALE.groups,
    enabled,
  });
}

/** Discover groups page by page (the API pages groups by offset). */
export function useDiscoverGroupsPagesQuery(chip: DiscoverGroupChip, enabled = true) {
  return useInfiniteQuery({
    queryKey: discoverKeys.groupsPages(chip),
    queryFn: ({ pageParam, signal }) =>
      callApi(api.community.groups.discover, {
        query: { chip, limit: DISCOVER_GROUPS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.groups.length, 0);
      return last.groups.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: DISCOVER_STALE.groups,
    enabled,
  });
}

/** The community's liveliest public threads, for the visitor home; in the reader's content language. */
export function useLivelyThreadsQuery(language: string) {
  return useQuery({
    queryKey: discoverKeys.threads(language),
    queryFn: ({ signal }) =>
      callApi(api.community.content.discoverThreads, {
        query: { limit: DISCOVER_THREADS_DEFAULT, language },
        signal,
      }),
    staleTime: DISCOVER_STALE.threads,
  });
}
