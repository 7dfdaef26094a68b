import { EVENT_TYPES, profileTopic } from '@havn/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveStreamEvent } from '../../lib/stream/events.ts';
import { useEventStream } from '../../lib/stream/use-event-stream.ts';
import { watchlistKeys } from './queries.ts';

/**
 * A triggered price alert is published on its owner's profile topic: refetch the messages (and the
 * alerts, whose state changed with it) when one arrives, or when the stream asks for a resync.
 * A customer without a community profile has no such topic; the messages query's poll covers them.
 */
export function useMessagesLiveUpdates(myProfileId: string | null) {
  const client = useQueryClient();
  const onEvent = useCallback(
    (event: LiveStreamEvent) => {
      if (event.kind === 'ready') return;
      if (event.kind === 'community' && event.type !== EVENT_TYPES.priceAlert) return;
      void client.invalidateQueries({ queryKey: watchlistKeys.messages() });
      void client.invalidateQueries({ queryKey: watchlistKeys.alerts() });
    },
    [client],
  );
  return useEventStream(myProfileId ? [profileTopic(myProfileId)] : [], onEvent, myProfileId !== null);
}
