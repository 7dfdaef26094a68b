import { EVENT_TYPES } from '@havn/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveStreamEvent } from '../../lib/stream/events.ts';
import { watchlistKeys } from './queries.ts';

/**
 * A triggered price alert is published on its owner's profile topic: refetch the messages (and the
 * alerts, whose state changed with it) when one arrives, or when the stream asks for a resync. The
 * page that shows the messages opens the stream and hands each event here. A customer without a
 * community profile has no such topic; the messages query's poll covers them.
 */
export function useMessagesOnEvent(): (event: LiveStreamEvent) => void {
  const client = useQueryClient();
  return useCallback(
    (event: LiveStreamEvent) => {
      if (event.kind === 'ready') return;
      if (event.kind === 'community' && event.type !== EVENT_TYPES.priceAlert) return;
      void client.invalidateQueries({ queryKey: watchlistKeys.messages() });
      void client.invalidateQueries({ queryKey: watchlistKeys.alerts() });
    },
    [client],
  );
}
