import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { presentSessionUser } from '../user-view.ts';

export const sessionRoute = route(api.identity.session, async ({ ctx, user }) =>
  presentSessionUser(user!, await ctx.ports.communityProfiles.activeProfileOf(ctx.db, user!.id)),
);
