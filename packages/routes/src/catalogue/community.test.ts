import { describe, expect, it } from 'vitest';
import { COMMUNITY_ROUTES } from './community.ts';

const byId = new Map(COMMUNITY_ROUTES.map((route) => [route.id, route]));

describe('community routes', () => {
  it('has the discover pages, profiles and groups, all readable logged out', () => {
    expect([...byId.keys()]).toEqual([
      'discover-overview',
      'discover-users',
      'discover-groups',
      'user-profile',
      'group',
    ]);
    for (const route of COMMUNITY_ROUTES) expect(route.auth).toBe(false);
  });

  it("gives discover-overview its 'my holdings' chip and discover-groups 'my groups' and 'most active'", () => {
    expect(byId.get('discover-overview')?.params[0]?.values).toEqual(['my-holdings']);
    expect(byId.get('discover-groups')?.params[0]?.values).toEqual(['my-groups', 'most-active']);
  });

  it('addresses members and groups by slug', () => {
    expect(byId.get('user-profile')?.paths.se).toBe('/se/forum/profil/{slug}');
    expect(byId.get('group')?.paths.fi).toBe('/fi/foorumi/ryhma/{slug}');
  });
});
