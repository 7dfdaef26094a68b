import { api } from '@havn/contract';
import type { AppContext } from '../../../context.ts';
import { enforceAbuseLimit } from '../../../platform/rate-limit.ts';
import { route } from '../../../platform/route.ts';
import type { UserRow } from '../../../platform/sessions.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { createContent, deleteContent, updateContent } from '../content-service.ts';
import type { ContentRow } from '../contents-repo.ts';
import { presentThreads } from '../read-model/pipeline.ts';
import { contentViewer } from '../read-model/viewer.ts';

async function present(ctx: AppContext, user: UserRow | null, row: ContentRow) {
  const [view] = await presentThreads(ctx, [row], [], await contentViewer(ctx, user));
  return view!;
}

export const createContentRoute = route(
  api.community.content.create,
  async ({ ctx, body, user, request }) => {
    const profile = await requireActiveProfile(ctx, user);
    await enforceAbuseLimit(ctx, 'content', profile.id, request.ip);
    return present(ctx, user, await createContent(ctx, profile, body));
  },
);

export const updateContentRoute = route(api.community.content.update, async ({ ctx, params, body, user }) => {
  const profile = await requireActiveProfile(ctx, user);
  return present(ctx, user, await updateContent(ctx, profile, params.contentId, body.message));
});

export const deleteContentRoute = route(api.community.content.remove, async ({ ctx, params, user }) => {
  const profile = await requireActiveProfile(ctx, user);
  await deleteContent(ctx, profile, params.contentId);
  return undefined;
});
