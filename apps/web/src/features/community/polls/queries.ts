import { api } from '@havn/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updateItemInCaches } from '../content/item-cache.ts';

/** Votes once; the answer carries the results, which replace the poll in every cached copy. */
export function useVoteMutation(contentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optionId: string) =>
      callApi(api.community.content.vote, { params: { contentId }, body: { optionId } }),
    onSuccess: (poll) => updateItemInCaches(client, contentId, () => ({ poll })),
  });
}
