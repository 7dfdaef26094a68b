import type { SessionUser } from '@havn/contract/web';

/** The member the groups, discover, moderation and settings tests look as. */
export const MEMBER: SessionUser = {
  id: 'u-1',
  username: 'astrid',
  name: 'Astrid Lindqvist',
  email: null,
  country: 'se',
  communityProfile: { profileId: '11111111-1111-4111-8111-111111111111', slug: 'astrid', username: 'astrid' },
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};
