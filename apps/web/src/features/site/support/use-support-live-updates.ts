import { EVENT_TYPES } from '@havn/contract/web';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveStreamEvent } from '../../../lib/stream/events.ts';
import { useEventStream } from '../../../lib/stream/use-event-stream.ts';
import { supportKeys } from './queries.ts';

/**
 * A support message from the other side arrives on the caller's own topic (a customer's user topic,
 * or the staff's inbox topic): refetch what is shown of support, which moves the unread badges too.
 */
export function useSupportOnEvent(): (event: LiveStreamEvent) => void {
  const client = useQueryClient();
  return useCallback(
    (event: LiveStreamEvent) => {
      if (event.kind === 'ready') return;
      if (event.kind === 'community' && event.type !== EVENT_TYPES.supportUpdated) return;
      void client.invalidateQueries({ queryKey: supportKeys.all });
    },
    [client],
  );
}

/** The stream of one topic for a page that shows only support (the back office). */
export function useSupportLiveUpdates(topic: string | null) {
  return useEventStream(topic ? [topic] : [], useSupportOnEvent(), topic !== null);
}
