import { api, type ProfileView } from '@havn/contract';
import {
  customer,
  type Member,
  member,
  startTestServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const join = (username: string) => member(server, username);
const UNKNOWN_ID = '7d9f2c1e-0b7a-4c55-9e43-2f1d3c4b5a69';

const counts = async (slug: string) => {
  const p = (
    await server.client().call(api.community.profiles.bySlug, { params: { slug } })
  ).json() as ProfileView;
  return { followers: p.followerCount, following: p.followingCount };
};

interface Page {
  profiles: ProfileView[];
  total: number;
}
/** A page of followers; `query` as a URL writes it (`?limit=10`), unchecked so a table can hold bad ones. */
const followers = (viewer: TestClient, profileId: string, query = '') =>
  viewer.callUnchecked(api.community.profiles.followers, {
    params: { profileId },
    query: Object.fromEntries(new URLSearchParams(query)),
  });
const list = async (profileId: string, query = '', viewer = server.client()) => {
  const response = await followers(viewer, profileId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

describe('follow and unfollow', () => {
  it('follows once however often it is asked: 204, and the counts move exactly once', async () => {
    const fan = await join('Eager Fan');
    const star = await join('Rising Star');
    for (let i = 0; i < 3; i += 1) {
      const response = await fan.client.call(api.community.profiles.follow, {
        params: { profileId: star.profileId },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await counts('rising-star')).toEqual({ followers: 1, following: 0 });
    expect(await counts('eager-fan')).toEqual({ followers: 0, following: 1 });

    for (let i = 0; i < 3; i += 1) {
      expect(
        (await fan.client.call(api.community.profiles.unfollow, { params: { profileId: star.profileId } }))
          .statusCode,
      ).toBe(204);
    }
    expect(await counts('rising-star')).toEqual({ followers: 0, following: 0 });
    expect(await counts('eager-fan')).toEqual({ followers: 0, following: 0 });
  });

  it('keeps the counts right when two follows of the same pair arrive at once', async () => {
    const fan = await join('Double Clicker');
    const star = await join('Double Star');
    const responses = await Promise.all([
      fan.client.call(api.community.profiles.follow, { params: { profileId: star.profileId } }),
      fan.client.call(api.community.profiles.follow, { params: { profileId: star.profileId } }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([204, 204]);
    expect(await counts('double-star')).toEqual({ followers: 1, following: 0 });
    expect(await counts('double-clicker')).toEqual({ followers: 0, following: 1 });
  });

  it('refuses following yourself with 422 CANNOT_FOLLOW_SELF', async () => {
    const m = await join('Self Admirer');
    const response = await m.client.call(api.community.profiles.follow, {
      params: { profileId: m.profileId },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'CANNOT_FOLLOW_SELF' });
    expect(await counts('self-admirer')).toEqual({ followers: 0, following: 0 });
  });

  it('answers 404 NOT_FOUND for an unknown or deactivated member, and 400 for an id that is no id', async () => {
    const m = await join('Lost Follower');
    const gone = await join('Gone Quiet');
    await gone.client.call(api.community.profiles.inactivate);
    for (const id of [UNKNOWN_ID, gone.profileId]) {
      const response = await m.client.call(api.community.profiles.follow, { params: { profileId: id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(
      (await m.client.call(api.community.profiles.follow, { params: { profileId: 'not-a-uuid' } }))
        .statusCode,
    ).toBe(400);
    expect(await counts('lost-follower')).toEqual({ followers: 0, following: 0 });
  });
});

describe('GET /profiles/:id/followers', () => {
  let owner: Member;
  const bulk = 55;

  /** 55 followers inserted straight into the tables: follower i followed i minutes after the start. */
  beforeAll(async () => {
    owner = await join('Popular Owner');
    const start = Date.parse('2026-01-01T00:00:00Z');
    const userRows = await server.ctx.db
      .insert(users)
      .values(
        Array.from({ length: bulk }, (_, i) => ({
          username: `bulkfollower${i}`,
          passwordHash: 'not-a-real-hash',
          country: 'dk',
          createdAt: new Date(start),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const profileRows = await server.ctx.db
      .insert(profiles)
      .values(
        userRows.map((u, i) => ({
          userId: u.id,
          username: `Bulk Follower ${i}`,
          slug: `bulk-follower-${i}`,
          country: 'dk',
          acceptedTermsAt: new Date(start),
          joinedAt: new Date(start),
        })),
      )
      .returning({ id: profiles.id, username: profiles.username });
    const byName = new Map(profileRows.map((p) => [p.username, p.id]));
    await server.ctx.db.insert(follows).values(
      Array.from({ length: bulk }, (_, i) => ({
        followerId: byName.get(`Bulk Follower ${i}`)!,
        followeeId: owner.profileId,
        createdAt: new Date(start + i * 60_000),
      })),
    );
  });

  it('pages 50 at a time by default, newest first, with the right total', async () => {
    const first = await list(owner.profileId);
    expect(first.total).toBe(bulk);
    expect(first.profiles).toHaveLength(50);
    expect(first.profiles[0]!.username).toBe('Bulk Follower 54');
    expect(first.profiles[49]!.username).toBe('Bulk Follower 5');

    const second = await list(owner.profileId, '?type=followers&offset=50');
    expect(second.total).toBe(bulk);
    expect(second.profiles.map((p) => p.username)).toEqual([4, 3, 2, 1, 0].map((i) => `Bulk Follower ${i}`));

    const all = new Set([...first.profiles, ...second.profiles].map((p) => p.id));
    expect(all.size).toBe(bulk);

    const past = await list(owner.profileId, '?offset=100');
    expect(past).toEqual({ profiles: [], total: bulk });
  });

  it('honours limit and offset together', async () => {
    const page = await list(owner.profileId, '?limit=10&offset=20');
    expect(page.total).toBe(bulk);
    expect(page.profiles.map((p) => p.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk Follower ${34 - i}`),
    );
    for (const bad of ['?limit=0', '?limit=51', '?offset=-1', '?type=friends', '?limit=abc']) {
      expect((await followers(server.client(), owner.profileId, bad)).statusCode, bad).toBe(400);
    }
  });

  it('lists whom a member follows with type=following, and the viewer relationship on each', async () => {
    const reader = await join('List Reader');
    await reader.client.call(api.community.profiles.follow, { params: { profileId: owner.profileId } });
    const following = await list(reader.profileId, '?type=following');
    expect(following.total).toBe(1);
    expect(following.profiles.map((p) => p.id)).toEqual([owner.profileId]);

    const followers = await list(owner.profileId, '?limit=1', owner.client);
    expect(followers.total).toBe(bulk + 1);
    expect(followers.profiles[0]).toMatchObject({
      id: reader.profileId,
      relationship: { following: false, followedBy: true, muted: false },
    });
    await reader.client.call(api.community.profiles.unfollow, { params: { profileId: owner.profileId } });
    expect((await list(owner.profileId)).total).toBe(bulk);
  });

  it('leaves deactivated members out, and 404 for an unknown or deactivated owner', async () => {
    const leaver = await join('Leaving Follower');
    await leaver.client.call(api.community.profiles.follow, { params: { profileId: owner.profileId } });
    expect((await list(owner.profileId)).total).toBe(bulk + 1);
    await leaver.client.call(api.community.profiles.inactivate);
    const after = await list(owner.profileId);
    expect(after.total).toBe(bulk);
    expect(after.profiles.map((p) => p.id)).not.toContain(leaver.profileId);
    const lastPage = await list(owner.profileId, '?offset=50');
    expect(lastPage.profiles).toHaveLength(5);

    const leaverFollowing = await server.client().call(api.community.profiles.followers, {
      params: { profileId: leaver.profileId },
      query: { type: 'following' },
    });
    expect(leaverFollowing.statusCode).toBe(404);
    const unknown = await server
      .client()
      .call(api.community.profiles.followers, { params: { profileId: UNKNOWN_ID } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });

    await leaver.client.call(api.community.profiles.reactivate);
    expect((await list(owner.profileId)).total).toBe(bulk + 1);
  });

  it('is readable by visitors and works for a member with no followers', async () => {
    const lonely = await join('Lonely Member');
    expect(await list(lonely.profileId)).toEqual({ profiles: [], total: 0 });
    expect(await list(lonely.profileId, '?type=following&offset=10')).toEqual({ profiles: [], total: 0 });
  });
});

describe('mute and unmute', () => {
  const muted = async (m: Member) => {
    const response = await m.client.call(api.community.profiles.muted);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { profiles: ProfileView[] }).profiles;
  };

  it('mutes idempotently: 204, listed once in /profiles/me/muted; unmute idempotently', async () => {
    const m = await join('Quiet Seeker');
    const noisy = await join('Noisy Poster');
    expect(await muted(m)).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      const response = await m.client.call(api.community.profiles.mute, {
        params: { profileId: noisy.profileId },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const list1 = await muted(m);
    expect(list1).toHaveLength(1);
    expect(list1[0]).toMatchObject({
      id: noisy.profileId,
      username: 'Noisy Poster',
      relationship: { muted: true },
    });
    // Muting is private: the muted member's own view is untouched.
    expect(await muted(noisy)).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      expect(
        (await m.client.call(api.community.profiles.unmute, { params: { profileId: noisy.profileId } }))
          .statusCode,
      ).toBe(204);
    }
    expect(await muted(m)).toEqual([]);
    const seen = (
      await m.client.call(api.community.profiles.bySlug, { params: { slug: 'noisy-poster' } })
    ).json() as ProfileView;
    expect(seen.relationship.muted).toBe(false);
  });

  it('refuses muting yourself with 422 CANNOT_MUTE_SELF and an unknown member with 404', async () => {
    const m = await join('Mirror Muter');
    const self = await m.client.call(api.community.profiles.mute, { params: { profileId: m.profileId } });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ code: 'CANNOT_MUTE_SELF' });
    const unknown = await m.client.call(api.community.profiles.mute, { params: { profileId: UNKNOWN_ID } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await muted(m)).toEqual([]);
  });

  it('refuses muting a deactivated member with 403 FORBIDDEN', async () => {
    const m = await join('Late Muter');
    const gone = await join('Already Gone');
    await gone.client.call(api.community.profiles.inactivate);
    const response = await m.client.call(api.community.profiles.mute, {
      params: { profileId: gone.profileId },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await muted(m)).toEqual([]);
  });

  it('keeps the muted list to members that can be unmuted: one who deactivates drops out until back', async () => {
    const m = await join('Patient Muter');
    const later = await join('Later Leaver');
    const stays = await join('Muted Stayer');
    await m.client.call(api.community.profiles.mute, { params: { profileId: later.profileId } });
    await m.client.call(api.community.profiles.mute, { params: { profileId: stays.profileId } });
    expect((await muted(m)).map((p) => p.id).sort()).toEqual([later.profileId, stays.profileId].sort());

    await later.client.call(api.community.profiles.inactivate);
    expect((await muted(m)).map((p) => p.id)).toEqual([stays.profileId]);
    await later.client.call(api.community.profiles.reactivate);
    expect((await muted(m)).map((p) => p.id).sort()).toEqual([later.profileId, stays.profileId].sort());
  });

  it('needs a profile for the muted list: 403 PROFILE_REQUIRED, and 401 logged out', async () => {
    const { client } = await customer(server);
    const response = await client.call(api.community.profiles.muted);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PROFILE_REQUIRED' });
    expect((await server.client().call(api.community.profiles.muted)).statusCode).toBe(401);
  });
});

describe('counts through deactivation', () => {
  it('still lets a member unfollow someone who deactivated, moving both counts once', async () => {
    const fan = await join('Loyal Fan');
    const star = await join('Fading Star');
    await fan.client.call(api.community.profiles.follow, { params: { profileId: star.profileId } });
    await star.client.call(api.community.profiles.inactivate);
    expect(
      (await fan.client.call(api.community.profiles.unfollow, { params: { profileId: star.profileId } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await fan.client.call(api.community.profiles.unfollow, { params: { profileId: star.profileId } }))
        .statusCode,
    ).toBe(204);
    expect(await counts('loyal-fan')).toEqual({ followers: 0, following: 0 });
    await star.client.call(api.community.profiles.reactivate);
    expect(await counts('fading-star')).toEqual({ followers: 0, following: 0 });
  });
});
