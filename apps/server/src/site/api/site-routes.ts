import { api } from '@havn/contract';
import { routesForApi } from '@havn/routes';
import { route } from '../../platform/route.ts';

/** The catalogue never changes while the process runs: build its JSON once. */
let catalogue: ReturnType<typeof routesForApi> | undefined;

export const siteRoutesRoute = route(api.site.routes, async ({ reply }) => {
  reply.header('cache-control', 'public, max-age=300');
  catalogue ??= routesForApi();
  return catalogue;
});
