import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, renderForTest, stubFetch } from '../profile/render-for-test.tsx';
import { CommunityCard } from './CommunityCard.tsx';

const session = {
  status: 200,
  body: { id: 'u1', username: 'astrid', name: null, email: null, country: 'se', communityProfile: null },
};
const profile = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'astrid',
  username: 'Astrid',
  avatarUri: 'preset:green-4',
  country: 'se',
  joinedAt: '2024-01-01T00:00:00.000Z',
  description: '',
  rating: 0,
  followerCount: 2400,
  followingCount: 0,
  status: 'ACTIVE',
  relationship: { muted: false, following: false, followedBy: false },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the community card on the accounts overview', () => {
  it('shows the member, a friendly empty state for stocks, their groups; collapsed is remembered', async () => {
    stubFetch((_, url) => {
      if (url === '/api/auth/session') return session;
      if (url === '/api/community/v1/profiles/me') return { status: 200, body: profile };
      if (url.startsWith('/api/community/v1/discover/instruments')) {
        expect(url).toContain('myHoldings=true');
        return { status: 200, body: [] };
      }
      if (url === '/api/community/v1/groups/widget') {
        return {
          status: 200,
          body: [
            {
              id: 'g1',
              name: 'Nordic dividend hunters',
              slug: 'nordic-dividend-hunters',
              description: '',
              kind: 'PUBLIC',
              logoUri: null,
              iconUrl: null,
              latestActivityAt: '2025-01-01T00:00:00.000Z',
              memberCount: 3,
              createdAt: '2024-01-01T00:00:00.000Z',
            },
          ],
        };
      }
      return problem(404, 'NOT_FOUND');
    });
    const first = await renderForTest(<CommunityCard />);
    await screen.findByRole('link', { name: 'Astrid' });
    expect(screen.getByRole('button', { name: '2.4k followers' })).toBeTruthy();
    await screen.findByText('None of your holdings have been discussed yet.');
    await screen.findByRole('link', { name: 'Nordic dividend hunters' });

    const toggle = screen.getByRole('button', { name: /Community/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Astrid' })).toBeNull();
    first.unmount();

    await renderForTest(<CommunityCard />);
    expect(screen.getByRole('button', { name: /Community/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a customer without a profile to join', async () => {
    stubFetch((_, url) => {
      if (url === '/api/auth/session') return session;
      return problem(404, 'NOT_FOUND');
    });
    await renderForTest(<CommunityCard />);
    await screen.findByRole('button', { name: 'Join the community' });
  });
});
