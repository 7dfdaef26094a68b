import type { ContentEventPayload } from '@havn/contract';
import type { Db } from '../../db/client.ts';
import type { CommunityEventInput } from '../../platform/stream/publish.ts';
import {
  contentTopic,
  EVENT_TYPES,
  groupTopic,
  instrumentTopic,
  profileTopic,
  publishEvents,
} from '../../platform/stream/publish.ts';
import type { ContentRow } from './contents-repo.ts';

type ContentEventType =
  | 'contentCreated'
  | 'contentUpdated'
  | 'contentDeleted'
  | 'reactionChanged'
  | 'pollVoted';

type ContentEventItem = Pick<
  ContentRow,
  'id' | 'type' | 'rootId' | 'parentId' | 'instrumentId' | 'groupId' | 'profileId'
>;

/**
 * Announces a change to a content item where pages listen: its instrument or group feed, its thread,
 * and (for answers and likes) the member it concerns. Called inside the writing transaction.
 */
export async function publishContentEvent(
  tx: Db,
  type: ContentEventType,
  item: ContentEventItem,
  now: Date,
  extra: { notifyProfileId?: string | null; actorProfileId?: string } = {},
): Promise<void> {
  await publishEvents(tx, contentEvents(type, item, extra), now);
}

/** The events of a change to a content item, for `publishContentEvent` or a write's own statement. */
export function contentEvents(
  type: ContentEventType,
  item: ContentEventItem,
  extra: { notifyProfileId?: string | null; actorProfileId?: string } = {},
): CommunityEventInput[] {
  const payload: ContentEventPayload = {
    contentId: item.id,
    contentType: item.type,
    rootId: item.rootId ?? item.id,
    parentId: item.parentId,
    ...(extra.actorProfileId ? { actorProfileId: extra.actorProfileId } : {}),
  };
  const events: CommunityEventInput[] = [
    { topic: contentTopic(item.rootId ?? item.id), type: EVENT_TYPES[type], payload },
  ];
  if (item.instrumentId)
    events.push({ topic: instrumentTopic(item.instrumentId), type: EVENT_TYPES[type], payload });
  if (item.groupId) events.push({ topic: groupTopic(item.groupId), type: EVENT_TYPES[type], payload });
  if (extra.notifyProfileId && extra.notifyProfileId !== extra.actorProfileId) {
    events.push({ topic: profileTopic(extra.notifyProfileId), type: EVENT_TYPES[type], payload });
  }
  return events;
}
