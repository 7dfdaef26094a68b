import { api, type ProfileView, type SessionUser } from '@havn/contract/web';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../../lib/testing/stub-api.ts';
import { CommunityCard } from './CommunityCard.tsx';

const session: SessionUser = {
  id: 'u1',
  username: 'astrid',
  name: null,
  email: null,
  country: 'se',
  communityProfile: null,
  role: 'customer',
  customerStatus: 'CUSTOMER',
  kycRefreshDue: false,
};
const profile: ProfileView = {
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
  localStorage.clear();
});

describe('the community card on the accounts overview', () => {
  it('shows the member, a friendly empty state for stocks, their groups; collapsed is remembered', async () => {
    const stub = stubApi()
      .on(api.identity.session, session)
      .on(api.community.profiles.me, profile)
      .on(api.community.content.discoverInstruments, [])
      .on(api.community.groups.widget, [
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
          creatorId: '33333333-3333-4333-8333-333333333333',
          isMember: true,
          isCreator: false,
        },
      ]);
    const first = await renderWithApp(<CommunityCard />);
    await screen.findByRole('link', { name: 'Astrid' });
    expect(screen.getByRole('button', { name: '2.4k followers' })).toBeTruthy();
    await screen.findByText('None of your holdings have been discussed yet.');
    await screen.findByRole('link', { name: 'Nordic dividend hunters' });
    expect(stub.calls(api.community.content.discoverInstruments)[0]?.query).toMatchObject({
      myHoldings: 'true',
    });

    const toggle = screen.getByRole('button', { name: /Community/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Astrid' })).toBeNull();
    first.unmount();

    await renderWithApp(<CommunityCard />);
    expect(screen.getByRole('button', { name: /Community/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a customer without a profile to join', async () => {
    stubApi().on(api.identity.session, session).on(api.community.profiles.me, apiError('NOT_FOUND'));
    await renderWithApp(<CommunityCard />);
    await screen.findByRole('button', { name: 'Join the community' });
  });
});
