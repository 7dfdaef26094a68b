import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { deleteContent, editContent, writeContent } from '../content-service.ts';

export const createContentRoute = route(api.community.content.create, async ({ ctx, body, user, request }) =>
  writeContent(ctx, user, await requireActiveProfile(ctx, user), body, request.ip),
);

export const updateContentRoute = route(api.community.content.update, async ({ ctx, params, body, user }) =>
  editContent(ctx, user, await requireActiveProfile(ctx, user), params.contentId, body.message),
);

export const deleteContentRoute = route(api.community.content.remove, async ({ ctx, params, user }) => {
  await deleteContent(ctx, await requireActiveProfile(ctx, user), params.contentId);
  return undefined;
});
