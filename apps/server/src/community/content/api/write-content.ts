import { api } from '@havn/contract';
import { IDEMPOTENCY_KEY_HEADER, idempotent } from '../../../platform/idempotency.ts';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { deleteContent, editContent, writeContent } from '../content-service.ts';

/**
 * With an Idempotency-Key (the composer sends one per intended post) a repeat — a double click on
 * Publish, a retry after a lost answer — returns the first post and writes nothing; without one each
 * call writes. A new item changes nothing kept per user (content.test.ts holds it to that), so the
 * answer does not wait to hear the session announcements back.
 */
export const createContentRoute = route(
  api.community.content.create,
  async ({ ctx, body, user, request, reply }) => {
    const profile = await requireActiveProfile(ctx, user);
    const write = () => writeContent(ctx, user, profile, body, request.ip);
    if (request.headers[IDEMPOTENCY_KEY_HEADER] === undefined) return write();
    return idempotent({ ctx, userId: profile.userId, request, reply, body, successStatus: 201 }, write);
  },
  { changesKeptState: false },
);

export const updateContentRoute = route(api.community.content.update, async ({ ctx, params, body, user }) =>
  editContent(ctx, user, await requireActiveProfile(ctx, user), params.contentId, body.message),
);

export const deleteContentRoute = route(api.community.content.remove, async ({ ctx, params, user }) => {
  await deleteContent(ctx, await requireActiveProfile(ctx, user), params.contentId);
  return undefined;
});
