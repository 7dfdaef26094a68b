/** Identity's public entry point: the ports other contexts implement for it, and its gates. */

export { assertKycCurrent } from './kyc/kyc-service.ts';
export type { CommunityProfileLookup, SessionCommunityProfile } from './ports.ts';
export { requireFreshEid } from './step-up.ts';
export { countryOfUser } from './users-repo.ts';
