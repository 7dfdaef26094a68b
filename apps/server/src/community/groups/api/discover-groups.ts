import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { discoverGroups } from '../group-requests.ts';

/** Discover groups' chips: most-active for everyone, my-groups for the logged-in caller. */
export const discoverGroupsRoute = route(api.community.groups.discover, ({ ctx, user, query }) =>
  discoverGroups(ctx, user, query),
);
