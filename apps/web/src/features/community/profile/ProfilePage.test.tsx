import { api, type ProfileView } from '@havn/contract/web';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { type Answer, type ApiFailure, apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { thread } from '../content/fixtures.ts';
import { ProfilePage } from './ProfilePage.tsx';

const me: ProfileView = {
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
const bo: ProfileView = {
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

function server(follow: Answer<typeof api.community.profiles.follow>) {
  return stubApi()
    .on(api.identity.session, {
      id: 'u1',
      username: 'astrid',
      name: null,
      email: null,
      country: 'se',
      communityProfile: null,
      role: 'customer',
      customerStatus: 'CUSTOMER',
      kycRefreshDue: false,
    })
    .on(api.community.profiles.me, me)
    .on(api.community.profiles.bySlug, apiError('NOT_FOUND'))
    .on(api.community.profiles.bySlug, { params: { slug: 'bo-invest' } }, bo)
    .on(api.community.profiles.follow, { params: { profileId: bo.id } }, follow)
    .on(api.community.content.byProfile, { threads: [], nextCursor: null });
}

describe('the profile page', () => {
  it('shows the member: name, country, membership, rating, bio and abbreviated counts', async () => {
    server(null);
    await renderWithApp(<ProfilePage slug="bo-invest" />);
    await screen.findByRole('heading', { level: 1, name: 'Bo Invest' });
    expect(screen.getByText('Norway')).toBeTruthy();
    expect(screen.getByText(/^\d+ years?$/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rating: 2 of 3 stars' })).toBeTruthy();
    expect(screen.getByText('Dividends, mostly.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '41 followers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1.1k following' })).toBeTruthy();
  });

  it("shows the member's posts, and the next page as the reader asks for more", async () => {
    const stub = server(null).on(
      api.community.content.byProfile,
      { params: { profileId: bo.id } },
      ({ query }) =>
        query.cursor === 'page-2'
          ? { threads: [thread({ message: 'An older thought', profile: { ...bo } })], nextCursor: null }
          : { threads: [thread({ message: 'Dividend day!', profile: { ...bo } })], nextCursor: 'page-2' },
    );
    await renderWithApp(<ProfilePage slug="bo-invest" />);
    await screen.findByRole('heading', { level: 2, name: 'Posts' });
    const list = await screen.findByRole('list', { name: 'Posts by Bo Invest' });
    expect(within(list).getByText('Dividend day!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await within(list).findByText('An older thought')).toBeTruthy();
    expect(stub.calls(api.community.content.byProfile).map((c) => c.query.cursor)).toEqual([
      undefined,
      'page-2',
    ]);
  });

  it('says when the member has not posted yet', async () => {
    server(null);
    await renderWithApp(<ProfilePage slug="bo-invest" />);
    expect(await screen.findByText('Bo Invest has not posted anything yet.')).toBeTruthy();
  });

  it('says clearly when there is no such member', async () => {
    server(null);
    await renderWithApp(<ProfilePage slug="nobody" />);
    await screen.findByRole('heading', { name: 'Member not found' });
    expect(screen.getByRole('link', { name: 'Discover the community' })).toBeTruthy();
  });

  it('follows at once and puts the count back when the server refuses', async () => {
    const followed = deferred<ApiFailure | null>();
    server(() => followed.promise);
    await renderWithApp(<ProfilePage slug="bo-invest" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    // The cache notifies on the next tick: no server answer is needed to see the change.
    await screen.findByRole('button', { name: '42 followers' });
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy();
    followed.resolve(apiError('INTERNAL'));
    await screen.findByRole('button', { name: '41 followers' });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });
});
