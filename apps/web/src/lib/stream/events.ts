import { streamEventSchema } from '@havn/contract/stream-events';
import { STREAM_CONTROL_EVENTS, type StreamEvent } from '@havn/contract/web';
import type { SseMessage } from './sse-parser.ts';

/** A community event as the contract types it (narrow on `type`), or one of the stream's own. */
export type LiveStreamEvent = ({ kind: 'community' } & StreamEvent) | { kind: 'resync' } | { kind: 'ready' };

/**
 * Reads one stream message with the contract's schema. Events are invalidation hints, so anything
 * unreadable (not JSON, an unknown type, a payload not of its type's shape) is dropped.
 */
export function readStreamEvent(message: SseMessage): LiveStreamEvent | null {
  if (message.event === STREAM_CONTROL_EVENTS.resync) return { kind: 'resync' };
  if (message.event === STREAM_CONTROL_EVENTS.ready) return { kind: 'ready' };
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = streamEventSchema.safeParse(data);
  // The SSE event name and the data's type are written from the same log row; disagreeing, neither is trusted.
  if (!parsed.success || parsed.data.type !== message.event) return null;
  return { kind: 'community', ...parsed.data };
}
