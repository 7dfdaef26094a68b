import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { groupPage } from '../group-requests.ts';

/** Public: anyone may read a group; a logged-in caller also learns whether they are in it. */
export const groupBySlugRoute = route(api.community.groups.bySlug, ({ ctx, user, params }) =>
  groupPage(ctx, user, params.group),
);
