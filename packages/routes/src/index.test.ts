import { describe, expect, it } from 'vitest';
import * as routes from './index.ts';

describe('@havn/routes', () => {
  it('exports the catalogue, the builder, the matcher, the redirect rule and the sitemap helpers', () => {
    for (const name of [
      'ROUTES',
      'ROUTE_IDS',
      'routeById',
      'isRouteId',
      'build',
      'match',
      'loginRedirectFor',
      'safeRedirectTarget',
      'publicSitemapPaths',
      'chunkUrls',
      'sitemapIndexXml',
      'urlsetXml',
      'SITEMAP_TLDS',
      'SITEMAP_MAX_URLS',
      'isSitemapTld',
      'routesForApi',
      'urlWord',
    ]) {
      expect(routes, name).toHaveProperty(name);
    }
  });

  it('builds and matches through the package entry', () => {
    const path = routes.build('discover-groups', { chip: 'most-active' }, 'no');
    expect(path).toBe('/no/forum/oppdag/grupper/most-active');
    expect(routes.match(path).route.id).toBe('discover-groups');
  });
});
