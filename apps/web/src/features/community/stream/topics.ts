import { contentTopic, groupTopic, instrumentTopic } from '@havn/contract/web';
import type { FeedTarget } from '../content/types.ts';

/** The stream topic of a feed: its instrument's or its group's. */
export function feedTopicOf(target: FeedTarget): string {
  return target.instrumentId !== undefined
    ? instrumentTopic(target.instrumentId)
    : groupTopic(target.groupId);
}

export function contentTopicOf(rootId: string): string {
  return contentTopic(rootId);
}
