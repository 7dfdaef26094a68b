import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { react, reactionProfiles, unreact } from '../reaction-service.ts';

export const reactRoute = route(api.community.content.react, async ({ ctx, body, user, request }) =>
  react(ctx, await requireActiveProfile(ctx, user), { ...body, ip: request.ip }),
);

export const unreactRoute = route(api.community.content.unreact, async ({ ctx, body, user }) => {
  await unreact(ctx, await requireActiveProfile(ctx, user), body);
  return undefined;
});

export const reactionProfilesRoute = route(api.community.content.reactionProfiles, ({ ctx, params, user }) =>
  reactionProfiles(ctx, user, params.itemId),
);
