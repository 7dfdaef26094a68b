/** The community's public entry point for the composition root: its routes and the ports it serves. */
import type { Ports } from '../context.ts';
import { communityProfileLookup, communityStreamAudience } from './ports.ts';

export { communityRoutes } from './routes.ts';

/** The ports the community implements for identity (session profile) and the stream (private topics). */
export const communityPorts: Pick<Ports, 'communityProfiles' | 'streamAudience'> = {
  communityProfiles: communityProfileLookup,
  streamAudience: communityStreamAudience,
};

export { backfillNameSkeletons } from './name-skeletons.ts';
