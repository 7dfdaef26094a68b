import type { SessionUser } from '@havn/contract';
import { isKycRefreshDue } from '@havn/domain';
import type { UserRow } from '../platform/sessions.ts';
import type { SessionCommunityProfile } from './ports.ts';

/** The session user as the API shows it, with their community profile when they have an active one. */
export function presentSessionUser(
  user: UserRow,
  communityProfile: SessionCommunityProfile,
  now: Date,
): SessionUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    country: user.country,
    communityProfile,
    role: user.role,
    customerStatus: user.customerStatus,
    kycRefreshDue: user.customerStatus === 'CUSTOMER' && isKycRefreshDue(user.kycReviewDueAt, now),
  };
}
