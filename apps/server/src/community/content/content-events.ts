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

/**
 * The events of a change to a content item, for `publishContentEvent` or a write's own statement: on its
 * thread's topic and its feed's (instrument or group), and the member it concerns.
 */
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
  const feeds = [
    ...(item.instrumentId ? [instrumentTopic(item.instrumentId)] : []),
    ...(item.groupId ? [groupTopic(item.groupId)] : []),
  ];
  // A new thread is announced on the feeds that show it: its own topic is named by its new id, so
  // nobody can be listening there yet (a thread's page subscribes once the thread exists).
  const newThread = type === 'contentCreated' && !item.rootId && feeds.length > 0;
  const topics = newThread ? feeds : [contentTopic(item.rootId ?? item.id), ...feeds];
  const events: CommunityEventInput[] = topics.map((topic) => ({ topic, type: EVENT_TYPES[type], payload }));
  if (extra.notifyProfileId && extra.notifyProfileId !== extra.actorProfileId) {
    events.push({ topic: profileTopic(extra.notifyProfileId), type: EVENT_TYPES[type], payload });
  }
  return events;
}
