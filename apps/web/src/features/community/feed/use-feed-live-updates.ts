import { EVENT_TYPES, isContentEvent } from '@havn/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { LiveStreamEvent } from '../../../lib/stream/events.ts';
import { useEventStream } from '../../../lib/stream/use-event-stream.ts';
import { isThreadInFeeds } from '../content/item-cache.ts';
import type { FeedTarget } from '../content/types.ts';
import { feedTopicOf } from '../stream/topics.ts';
import { threadKeys, useRefreshThread } from '../thread/queries.ts';

/**
 * Keeps an open feed current from the event stream. A new post or poll by someone else is counted,
 * not inserted: the reader sees an "N new posts" pill and chooses when the list moves. Anything else
 * (a comment, an edit, a like, a vote, a delete) refreshes just the thread it happened in.
 */
export function useFeedLiveUpdates(
  target: FeedTarget,
  feedKey: readonly unknown[],
  myProfileId: string | null,
) {
  const client = useQueryClient();
  const refreshThread = useRefreshThread();
  const [newPosts, setNewPosts] = useState(0);
  const refreshing = useRef(new Map<string, Promise<void>>());

  const refresh = useCallback(
    (rootId: string) => {
      void client.invalidateQueries({
        queryKey: threadKeys.all,
        predicate: (query) =>
          query.queryKey[2] === rootId ||
          (query.state.data as { root?: { id: string } } | undefined)?.root?.id === rootId,
      });
      if (!isThreadInFeeds(client, rootId) || refreshing.current.has(rootId)) return;
      const done = refreshThread(rootId)
        .catch(() => {})
        .finally(() => refreshing.current.delete(rootId));
      refreshing.current.set(rootId, done);
    },
    [client, refreshThread],
  );

  const onEvent = useCallback(
    (event: LiveStreamEvent) => {
      if (event.kind === 'resync') {
        void client.invalidateQueries({ queryKey: feedKey });
        return;
      }
      if (event.kind !== 'community' || !isContentEvent(event)) return;
      const { payload } = event;
      const mine = myProfileId !== null && payload.actorProfileId === myProfileId;
      const isRoot = payload.rootId === payload.contentId;
      if (event.type === EVENT_TYPES.contentCreated && isRoot) {
        if (!mine && !isThreadInFeeds(client, payload.rootId)) setNewPosts((n) => n + 1);
        return;
      }
      // My own likes and votes are already in the cache; refetching could only race them.
      if (mine && (event.type === EVENT_TYPES.reactionChanged || event.type === EVENT_TYPES.pollVoted))
        return;
      refresh(payload.rootId);
    },
    [client, feedKey, myProfileId, refresh],
  );

  const stream = useEventStream([feedTopicOf(target)], onEvent);

  const showNewPosts = useCallback(async () => {
    setNewPosts(0);
    await client.resetQueries({ queryKey: feedKey });
  }, [client, feedKey]);

  return { newPosts, showNewPosts, stream };
}
