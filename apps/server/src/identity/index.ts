/** Identity's public entry point: the ports other contexts implement for it, and its gates. */

import type { Ports } from '../context.ts';
import { requireFreshEid } from './step-up.ts';

export { ageOfUser, birthDateOfUser } from './eid/eid-repo.ts';
export { assertKycCurrent } from './kyc/kyc-service.ts';
export type { CommunityProfileLookup, SessionCommunityProfile } from './ports.ts';
export { requireFreshEid } from './step-up.ts';
export { countryOfUser } from './users-repo.ts';

/** The ports identity implements for other contexts: the eID step-up that signs an account's terms. */
export const identityPorts: Pick<Ports, 'eidStepUp'> = {
  eidStepUp: { requireFresh: (ctx, request) => requireFreshEid(ctx, request) },
};
