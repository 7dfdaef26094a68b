import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { problem, renderForTest, type StubAnswer, stubFetch } from '../profile/render-for-test.tsx';
import { MembershipOnboarding } from './MembershipOnboarding.tsx';
import { stepAfterReactivation } from './queries.ts';

const deactivatedProfile = {
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

function serverWith(reactivate: StubAnswer) {
  return stubFetch((method, url) => {
    if (url === '/api/auth/session') {
      return {
        status: 200,
        body: {
          id: 'u1',
          username: 'greta',
          name: 'Greta',
          email: null,
          country: 'se',
          communityProfile: null,
        },
      };
    }
    if (url === '/api/community/v1/profiles/me') return { status: 200, body: deactivatedProfile };
    if (method === 'PUT' && url.endsWith('/profiles/me/reactivate')) return reactivate;
    if (url === '/api/community/v1/shareable-accounts') return { status: 200, body: [] };
    return problem(404, 'NOT_FOUND');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    ['200 with the profile', { status: 200, body: deactivatedProfile }, 'sharing'],
    ['409 already active', problem(409, 'PROFILE_ALREADY_ACTIVE'), 'sharing'],
    ['500', problem(500, 'INTERNAL'), 'create'],
  ] as const)('a deactivated member who reactivates: %s → the %s step', async (_, answer, step) => {
    const fetch = serverWith(answer);
    await renderForTest(<MembershipOnboarding open onOpenChange={() => {}} />);
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
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/reactivate')),
      ).toBe(true),
    );
  });
});
