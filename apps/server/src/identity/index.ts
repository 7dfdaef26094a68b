/** Identity's public entry point: the ports other contexts implement for it. */
export type { CommunityProfileLookup, SessionCommunityProfile } from './ports.ts';
export { countryOfUser } from './users-repo.ts';
