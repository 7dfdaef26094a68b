import { api } from '@havn/contract';
import { profileOfUser } from '../../community/profiles/profile-access.ts';
import { route } from '../../platform/route.ts';
import { presentSessionUser } from '../user-view.ts';

export const sessionRoute = route(api.identity.session, async ({ ctx, user }) =>
  presentSessionUser(user!, await profileOfUser(ctx.db, user!.id)),
);
