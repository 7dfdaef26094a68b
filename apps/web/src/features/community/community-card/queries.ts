import { api } from '@havn/contract/web';
import { WIDGET_ITEMS } from '@havn/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of the accounts-overview community card. */
export const communityCardKeys = {
  myStocks: ['community', 'discover', 'instruments', 'my-holdings'] as const,
  myGroups: ['community', 'groups', 'widget'] as const,
};

/** Named stale times: the card is a summary, a minute old is fresh enough. */
export const COMMUNITY_CARD_STALE = { myStocks: 60_000, myGroups: 60_000 } as const;

/** The member's own holdings with the latest community activity, 5 at most. */
export function useMyStocksQuery(enabled: boolean) {
  return useQuery({
    queryKey: communityCardKeys.myStocks,
    queryFn: ({ signal }) =>
      callApi(api.community.content.discoverInstruments, {
        query: { sort: 'activityDate', limit: WIDGET_ITEMS, myHoldings: 'true' },
        signal,
      }),
    staleTime: COMMUNITY_CARD_STALE.myStocks,
    enabled,
  });
}

/** The member's groups, most recently active first. */
export function useMyGroupsQuery(enabled: boolean) {
  return useQuery({
    queryKey: communityCardKeys.myGroups,
    queryFn: ({ signal }) => callApi(api.community.groups.widget, { signal }),
    staleTime: COMMUNITY_CARD_STALE.myGroups,
    enabled,
  });
}
