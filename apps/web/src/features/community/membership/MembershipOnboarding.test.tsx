import { api, type ProfileView } from '@havn/contract/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { type Answer, apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { MembershipOnboarding } from './MembershipOnboarding.tsx';
import { stepAfterReactivation } from './queries.ts';

const deactivatedProfile: ProfileView = {
  id: '0b7c1b9e-7d2e-4f7e-9f7e-6c1c2f3a4b5c',
  slug: 'greta',
  username: 'Greta',
  avatarUri: 'preset:pink-3',
  country: 'se',
  joinedAt: '2024-01-01T00:00:00.000Z',
  description: '',
  rating: 0,
  followerCount: 0,
  followingCount: 0,
  status: 'DEACTIVATED',
  relationship: { muted: false, following: false, followedBy: false },
};

function serverWith(reactivate: Answer<typeof api.community.profiles.reactivate>) {
  return stubApi()
    .on(api.identity.session, {
      id: 'u1',
      username: 'greta',
      name: 'Greta',
      email: null,
      country: 'se',
      communityProfile: null,
      role: 'customer',
      customerStatus: 'CUSTOMER',
      kycRefreshDue: false,
    })
    .on(api.community.profiles.me, deactivatedProfile)
    .on(api.community.profiles.reactivate, reactivate)
    .on(api.community.profiles.shareableAccounts, []);
}

describe('where reactivation leads (spec section 4)', () => {
  it('goes to sharing on a 200 with data or a 409, to create otherwise', () => {
    expect(stepAfterReactivation({ ok: true, data: deactivatedProfile })).toBe('sharing');
    expect(stepAfterReactivation({ ok: true, data: undefined })).toBe('create');
    expect(stepAfterReactivation({ ok: false, error: new ApiError(409, 'PROFILE_ALREADY_ACTIVE', '') })).toBe(
      'sharing',
    );
    expect(stepAfterReactivation({ ok: false, error: new ApiError(404, 'NOT_FOUND', '') })).toBe('create');
    expect(stepAfterReactivation({ ok: false, error: new ApiError(500, 'INTERNAL', '') })).toBe('create');
  });

  it.each([
    ['200 with the profile', deactivatedProfile, 'sharing'],
    ['409 already active', apiError('PROFILE_ALREADY_ACTIVE'), 'sharing'],
    ['500', apiError('INTERNAL'), 'create'],
  ] as const)('a deactivated member who reactivates: %s → the %s step', async (_, answer, step) => {
    const stub = serverWith(answer);
    await renderWithApp(<MembershipOnboarding open onOpenChange={() => {}} />);
    await screen.findByRole('heading', { name: 'Reactivate your community account' });
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    if (step === 'sharing') {
      await screen.findByRole('heading', { name: 'Share your portfolio' });
      expect(screen.getByText('Step 2 of 2')).toBeTruthy();
      await screen.findByText('You have no accounts to share yet.');
    } else {
      await screen.findByRole('heading', { name: 'Join the community' });
      expect(screen.getByText('Step 1 of 2')).toBeTruthy();
      expect(screen.getByLabelText('Username')).toBeTruthy();
    }
    await waitFor(() => expect(stub.calls(api.community.profiles.reactivate)).toHaveLength(1));
  });
});
