import { api, type GroupView, type ProfileView, type ResponseOf } from '@havn/contract/web';
import { WIDGET_SKELETON_ITEMS } from '@havn/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, renderWithApp } from '../../../lib/testing/render-with-app.tsx';
import { stubApi } from '../../../lib/testing/stub-api.ts';
import { MEMBER } from '../groups/fixtures.ts';
import { GroupWidget, InstrumentWidget, UserWidget } from './DiscoverWidgets.tsx';

function profile(n: number, username: string): ProfileView {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    slug: `member-${n}`,
    username,
    avatarUri: 'preset:teal-1',
    country: 'se',
    joinedAt: '2025-01-01T00:00:00Z',
    description: '',
    rating: 0,
    followerCount: 1234,
    followingCount: 0,
    status: 'ACTIVE',
    relationship: { muted: false, following: false, followedBy: false },
  };
}

function group(n: number, name: string): GroupView {
  return {
    id: `00000000-0000-4000-9000-00000000000${n}`,
    name,
    slug: `group-${n}`,
    description: '',
    kind: 'PUBLIC',
    logoUri: null,
    iconUrl: null,
    latestActivityAt: '2026-01-01T00:00:00Z',
    memberCount: n,
    createdAt: '2026-01-01T00:00:00Z',
    creatorId: 'x',
    isMember: false,
    isCreator: false,
  };
}

describe('discover widgets (spec section 9: 5 items, a skeleton of 15, names cut at 40, usernames at 20)', () => {
  it('shows a skeleton of 15 rows, then at most 5 members with usernames cut at 20', async () => {
    const answer = deferred<ResponseOf<typeof api.community.content.discoverUsers>>();
    const stub = stubApi().on(api.community.content.discoverUsers, () => answer.promise);
    await renderWithApp(<UserWidget />, { session: MEMBER });
    const widget = screen.getByTestId('discover-users');
    expect(within(widget).getByRole('status').querySelectorAll('li')).toHaveLength(WIDGET_SKELETON_ITEMS);
    expect(stub.calls(api.community.content.discoverUsers)[0]?.query).toEqual({ limit: '5' });

    const long = 'averyveryverylongusername_42';
    await act(async () =>
      answer.resolve([profile(1, long), ...[2, 3, 4, 5, 6].map((n) => profile(n, `m${n}`))]),
    );
    await within(widget).findByText('m2');
    const links = within(widget).getAllByRole('link');
    // Five members and the "see all" link.
    expect(links).toHaveLength(6);
    expect(links[0]?.getAttribute('href')).toBe('/en/community/profile/member-1');
    // The full name for screen readers and in the title; the cut one on screen.
    expect(links[0]?.textContent).toContain('averyveryverylonguse…');
    expect(within(links[0] as HTMLElement).getByTitle(long)).toBeTruthy();
    expect(links[0]?.querySelector('.visually-hidden')?.textContent).toBe(long);
    expect(within(widget).getAllByText('1.2k followers')).toHaveLength(5);
  });

  it('lists the most active groups, names cut at 40, linking to each group and to discover-groups', async () => {
    const stub = stubApi().on(api.community.groups.discover, {
      groups: [group(1, 'Short name'), group(2, 'G'.repeat(41))],
      total: 2,
    });
    await renderWithApp(<GroupWidget chip="most-active" />, { session: MEMBER });
    const widget = screen.getByTestId('discover-groups-most-active');
    expect(await within(widget).findByText('Short name')).toBeTruthy();
    expect(stub.calls(api.community.groups.discover)[0]?.query).toEqual({
      chip: 'most-active',
      limit: '5',
      offset: '0',
    });
    const links = within(widget).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/en/community/group/group-1',
      '/en/community/group/group-2',
      '/en/community/discover/groups/most-active',
    ]);
    expect(links[1]?.textContent).toContain(`${'G'.repeat(40)}…`);
  });

  it('asks for the instruments with the latest activity, my holdings only under the chip', async () => {
    const stub = stubApi().on(api.community.content.discoverInstruments, [
      {
        id: 1001,
        legacyInstrumentId: 1001,
        name: 'Volvo B',
        symbol: 'VOLV B',
        iconUrl: null,
        activityDate: '2026-01-01T00:00:00Z',
      },
    ]);
    await renderWithApp(<InstrumentWidget myHoldings />, { session: MEMBER });
    const link = await screen.findByRole('link', { name: 'Volvo B' });
    expect(stub.calls(api.community.content.discoverInstruments)[0]?.query).toEqual({
      sort: 'activityDate',
      limit: '5',
      myHoldings: 'true',
    });
    expect(link.getAttribute('href')).toMatch(/^\/en\/.*1001-volvo-b$/);
    // No logo: the ticker's monogram, not a blank square.
    expect(screen.getByTestId('instrument-monogram').textContent).toBe('VOLV');
  });

  it('asks a visitor to log in for my holdings instead of calling', async () => {
    const stub = stubApi().on(api.community.content.discoverInstruments, []);
    await renderWithApp(<InstrumentWidget myHoldings />, { session: null });
    expect(
      screen.getByRole('link', { name: 'Log in to see the community activity on your holdings.' }),
    ).toBeTruthy();
    expect(stub.calls()).toHaveLength(0);
  });
});
