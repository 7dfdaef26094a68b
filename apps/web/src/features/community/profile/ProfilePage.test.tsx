import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from './ProfilePage.tsx';
import { problem, renderForTest, type StubAnswer, stubFetch } from './render-for-test.tsx';

const me = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'astrid',
  username: 'Astrid',
  avatarUri: 'preset:teal-2',
  country: 'se',
  joinedAt: '2020-01-01T00:00:00.000Z',
  description: '',
  rating: 1,
  followerCount: 0,
  followingCount: 3,
  status: 'ACTIVE',
  relationship: { muted: false, following: false, followedBy: false },
};
const bo = {
  ...me,
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'bo-invest',
  username: 'Bo Invest',
  avatarUri: '/api/media/abc.webp',
  country: 'no',
  description: 'Dividends, mostly.',
  rating: 2,
  followerCount: 41,
  followingCount: 1150,
};

function server(follow: () => StubAnswer | Promise<StubAnswer>) {
  return stubFetch((method, url) => {
    if (url === '/api/auth/session') {
      return {
        status: 200,
        body: {
          id: 'u1',
          username: 'astrid',
          name: null,
          email: null,
          country: 'se',
          communityProfile: null,
        },
      };
    }
    if (url === '/api/community/v1/profiles/me') return { status: 200, body: me };
    if (url === '/api/community/v1/profiles/bo-invest') return { status: 200, body: bo };
    if (url === `/api/community/v1/profiles/${bo.id}/follow` && method === 'POST') return follow();
    return problem(404, 'NOT_FOUND');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile page', () => {
  it('shows the member: name, country, membership, rating, bio and abbreviated counts', async () => {
    server(() => ({ status: 204 }));
    await renderForTest(<ProfilePage slug="bo-invest" />);
    await screen.findByRole('heading', { level: 1, name: 'Bo Invest' });
    expect(screen.getByText('Norway')).toBeTruthy();
    expect(screen.getByText(/^\d+ years?$/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rating: 2 of 3 stars' })).toBeTruthy();
    expect(screen.getByText('Dividends, mostly.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '41 followers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1.1k following' })).toBeTruthy();
  });

  it('says clearly when there is no such member', async () => {
    server(() => ({ status: 204 }));
    await renderForTest(<ProfilePage slug="nobody" />);
    await screen.findByRole('heading', { name: 'Member not found' });
    expect(screen.getByRole('link', { name: 'Discover the community' })).toBeTruthy();
  });

  it('follows at once and puts the count back when the server refuses', async () => {
    let release: (answer: StubAnswer) => void = () => {};
    server(
      () =>
        new Promise<StubAnswer>((resolve) => {
          release = resolve;
        }),
    );
    await renderForTest(<ProfilePage slug="bo-invest" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    // The cache notifies on the next tick: no server answer is needed to see the change.
    await screen.findByRole('button', { name: '42 followers' });
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy();
    release(problem(500, 'INTERNAL'));
    await screen.findByRole('button', { name: '41 followers' });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });
});
