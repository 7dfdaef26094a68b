import { api } from '@havn/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { ReactionSummary } from '../content/types.ts';

export const REACTION_STALE = { profiles: 30_000 } as const;

export const reactionKeys = {
  all: ['community', 'reactions'] as const,
  profiles: (itemId: string) => [...reactionKeys.all, 'profiles', itemId] as const,
};

/** Who reacted to an item, for the list behind the like count. */
export function useReactionProfilesQuery(itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: reactionKeys.profiles(itemId),
    queryFn: ({ signal }) => callApi(api.community.content.reactionProfiles, { params: { itemId }, signal }),
    enabled,
    staleTime: REACTION_STALE.profiles,
  });
}

/**
 * Likes or unlikes (both idempotent). A like answers with the new counts; an unlike with nothing, so
 * its counts are null and the caller keeps its own.
 */
export async function sendLike(
  item: { id: string; itemType: 'POLL' | 'COMMENT' },
  liked: boolean,
): Promise<ReactionSummary[] | null> {
  const body = { itemId: item.id, itemType: item.itemType, reactionType: 'LIKE' as const };
  if (liked) return (await callApi(api.community.content.react, { body })).reactions;
  await callApi(api.community.content.unreact, { body });
  return null;
}
