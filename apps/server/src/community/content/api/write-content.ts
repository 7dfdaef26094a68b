import { api, type ContentItemView } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { sendJsonBytes } from '../../../platform/http/json-bytes.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotent,
  idempotentWrite,
  KEY_TAKEN,
} from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import {
  type CreateContentInput,
  deleteContent,
  editContent,
  instrumentPostFeed,
  isInstrumentPost,
  isKeptPost,
  type KeptPost,
  PostAnswer,
  replayedPost,
  writeContent,
  writeInstrumentPost,
} from '../content-service.ts';
import { feedCacheOf } from '../feed-cache.ts';

/**
 * With an Idempotency-Key (the composer sends one per intended post) a repeat — a double click on
 * Publish, a retry after a lost answer — returns the first post and writes nothing; without one each
 * call writes. A new item changes nothing kept per user (content.test.ts holds it to that), so the
 * answer does not wait to hear the session announcements back; a post on an instrument changes that
 * instrument's feed only, which it forgets in this process itself rather than waiting to hear the
 * feed's announcement (feed-cache.test.ts holds the announcement back).
 */
export const createContentRoute = route(
  api.community.content.create,
  async ({ ctx, body, user, request, reply }) => {
    const profile = await requireActiveProfile(ctx, user);
    const keyed = request.headers[IDEMPOTENCY_KEY_HEADER] !== undefined;
    const call = { ctx, userId: profile.userId, request, reply, body, successStatus: 201 };
    if (isInstrumentPost(body)) {
      // One statement: the abuse limit, the key and the post (content-service.ts writeInstrumentPost).
      const post = (claim: Parameters<typeof writeInstrumentPost>[5]) =>
        writeInstrumentPost(ctx, user, profile, body, request.ip, claim);
      // Its answer is the JSON built for it, sent as it is; its key keeps the post's id, and a replay
      // presents the post as it is then (content-service.ts `KeptPost`).
      const answer = keyed
        ? await idempotentWrite<PostAnswer | KeptPost | ContentItemView>(call, (claim) =>
            post({ ...claim, status: call.successStatus }),
          )
        : await post(null);
      if (answer === KEY_TAKEN) throw new Error('a post without a key found its key taken');
      if (answer instanceof PostAnswer)
        return sendJsonBytes<ContentItemView>(reply, Buffer.from(answer.json));
      if (!isKeptPost(answer)) return answer;
      const view = await replayedPost(ctx, user, answer);
      if (!view) throw new AppError('NOT_FOUND', 'This post no longer exists.');
      return sendJsonBytes<ContentItemView>(reply, Buffer.from(JSON.stringify(view)));
    }
    const write = () => writeContent(ctx, user, profile, body, request.ip);
    if (!keyed) return write();
    return idempotent(call, write);
  },
  {
    changesKeptState: false,
    async forgetsHere(ctx, body) {
      const feed = instrumentPostFeed(body as CreateContentInput);
      if (feed === null) return false;
      (await feedCacheOf(ctx.db))?.heardFeed(feed);
      return true;
    },
  },
);

export const updateContentRoute = route(api.community.content.update, async ({ ctx, params, body, user }) =>
  editContent(ctx, user, await requireActiveProfile(ctx, user), params.contentId, body.message),
);

export const deleteContentRoute = route(api.community.content.remove, async ({ ctx, params, user }) => {
  await deleteContent(ctx, await requireActiveProfile(ctx, user), params.contentId);
  return undefined;
});
