import { api, type BodyOf } from '@havn/contract/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { updateItemInCaches } from '../content/item-cache.ts';
import type { ItemFields } from '../content/types.ts';
import { feedKeys } from '../feed/queries.ts';
import { threadKeys } from '../thread/queries.ts';

export type CreateContentBody = BodyOf<typeof api.community.content.create>;

/**
 * Writes a post, poll, comment or reply under the Idempotency-Key of the intended item (see
 * useIntendedItem); the caller puts the answer where it belongs.
 */
export function useCreateContentMutation() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateContentBody; idempotencyKey: string }) =>
      callApi(api.community.content.create, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}

/**
 * One Idempotency-Key per item the member means to publish: sending the same draft again (a second
 * click, a retry after a lost answer) sends the same key and the very same body, so the server posts
 * it once; a changed draft is another item with a new key. `done()` after it was published.
 */
export function useIntendedItem() {
  const pending = useRef<{ draft: string; key: string; body: CreateContentBody } | null>(null);
  return {
    request(draft: unknown, build: () => CreateContentBody) {
      const fingerprint = JSON.stringify(draft);
      if (pending.current?.draft !== fingerprint) {
        pending.current = { draft: fingerprint, key: crypto.randomUUID(), body: build() };
      }
      return { body: pending.current.body, idempotencyKey: pending.current.key };
    },
    done() {
      pending.current = null;
    },
  };
}

/** Edits my item within the window; the edited text replaces every cached copy. */
export function useUpdateContentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, message }: { contentId: string; message: string }) =>
      callApi(api.community.content.update, { params: { contentId }, body: { message } }),
    onSuccess: (updated) =>
      updateItemInCaches(client, updated.id, () => ({
        message: updated.message,
        status: updated.status,
        updatedAt: updated.updatedAt,
        translation: updated.translation,
      })),
  });
}

/** Deletes my item: it becomes the placeholder at once, and the thread list refreshes (spec section 7). */
export function useDeleteContentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item }: { item: ItemFields; rootId: string }) =>
      callApi(api.community.content.remove, { params: { contentId: item.id } }),
    onSuccess: async (_, { item, rootId }) => {
      updateItemInCaches(client, item.id, () => ({
        status: 'DELETED',
        message: null,
        translation: null,
        imageAttributes: [],
        canInteract: false,
      }));
      await Promise.all([
        client.invalidateQueries({ queryKey: feedKeys.all }),
        client.invalidateQueries({
          queryKey: threadKeys.all,
          predicate: (query) =>
            query.queryKey[2] === rootId ||
            (query.state.data as { root?: { id: string } } | undefined)?.root?.id === rootId,
        }),
      ]);
    },
  });
}
