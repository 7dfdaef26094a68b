import type { Db } from '../../db/client.ts';

/**
 * Who hears what on the event stream, decided by the contexts that own the topics: the stream knows
 * topics, not members. `ownTopics` are the private topics a logged-in user hears without asking (the
 * community: the member's own profile topic); a topic under a private prefix that is not the caller's
 * own is refused.
 */
export interface StreamAudience {
  privateTopicPrefixes: readonly string[];
  ownTopics(db: Db, userId: string): Promise<string[]>;
  /**
   * Whether the caller (null: logged out) may hear a public-looking topic (a private group's feed or
   * thread is for its members); a topic refused here is refused like another's private topic.
   */
  mayHear?(db: Db, userId: string | null, topic: string): Promise<boolean>;
}

/** No private topics: what a server without a community would use. */
export const publicStreamAudience: StreamAudience = {
  privateTopicPrefixes: [],
  ownTopics: async () => [],
};

/**
 * Several contexts' audiences as one: a user hears the private topics of each, a private prefix of
 * any is private, and a public-looking topic must be allowed by every audience that has a say.
 */
export function combinedAudience(...audiences: readonly StreamAudience[]): StreamAudience {
  return {
    privateTopicPrefixes: audiences.flatMap((a) => a.privateTopicPrefixes),
    async ownTopics(db, userId) {
      return (await Promise.all(audiences.map((a) => a.ownTopics(db, userId)))).flat();
    },
    async mayHear(db, userId, topic) {
      for (const audience of audiences) {
        if (audience.mayHear && !(await audience.mayHear(db, userId, topic))) return false;
      }
      return true;
    },
  };
}
