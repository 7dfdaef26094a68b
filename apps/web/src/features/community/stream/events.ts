import { type CommunityEventType, isCommunityEventType, STREAM_CONTROL_EVENTS } from '@havn/contract';
import type { SseMessage } from '../../../lib/stream/sse-parser.ts';

/** What a content event says happened, as far as a page showing the content needs to know. */
export interface ContentEventPayload {
  contentId: string;
  contentType: string;
  rootId: string;
  parentId: string | null;
  actorProfileId: string | null;
}

export type CommunityStreamEvent =
  | { kind: 'community'; type: CommunityEventType; topic: string; payload: ContentEventPayload | null }
  | { kind: 'resync' }
  | { kind: 'ready' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function contentPayload(payload: unknown): ContentEventPayload | null {
  if (!isRecord(payload) || typeof payload.contentId !== 'string' || typeof payload.rootId !== 'string') {
    return null;
  }
  return {
    contentId: payload.contentId,
    contentType: typeof payload.contentType === 'string' ? payload.contentType : '',
    rootId: payload.rootId,
    parentId: typeof payload.parentId === 'string' ? payload.parentId : null,
    actorProfileId: typeof payload.actorProfileId === 'string' ? payload.actorProfileId : null,
  };
}

/** Reads one stream message; events are invalidation hints, so anything unreadable is dropped. */
export function readStreamEvent(message: SseMessage): CommunityStreamEvent | null {
  if (message.event === STREAM_CONTROL_EVENTS.resync) return { kind: 'resync' };
  if (message.event === STREAM_CONTROL_EVENTS.ready) return { kind: 'ready' };
  if (!isCommunityEventType(message.event)) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  return {
    kind: 'community',
    type: message.event,
    topic: typeof data.topic === 'string' ? data.topic : '',
    payload: contentPayload(data.payload),
  };
}
