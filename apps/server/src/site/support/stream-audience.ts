import { SUPPORT_INBOX_TOPIC, SUPPORT_TOPIC_PREFIX, USER_TOPIC_PREFIX, userTopic } from '@havn/contract';
import type { StreamAudience } from '../../platform/stream/audience.ts';
import { isSupportStaffUser } from './support-repo.ts';

/**
 * Support's part of the stream's audience: every logged-in user hears their own user topic (answers to
 * their threads, with or without a community profile); support staff also hear the inbox.
 */
export const supportStreamAudience: StreamAudience = {
  privateTopicPrefixes: [USER_TOPIC_PREFIX, SUPPORT_TOPIC_PREFIX],
  async ownTopics(db, userId) {
    return (await isSupportStaffUser(db, userId))
      ? [userTopic(userId), SUPPORT_INBOX_TOPIC]
      : [userTopic(userId)];
  },
};
