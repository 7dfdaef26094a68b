import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../profile-access.ts';
import { changeDescription } from '../profile-service.ts';

export const updateDescriptionRoute = route(api.community.profiles.description, async ({ ctx, body, user }) =>
  changeDescription(ctx, await requireActiveProfile(ctx, user), body.description),
);
