import { api } from '@havn/contract';
import { SITES } from '@havn/domain';
import { build, isRouteOnSite, ROUTES, type RouteId } from '@havn/routes';
import { customer, startTestServer, type TestServer } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchlists } from '../db/schema/watchlists.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const visit = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('legacy routes', () => {
  it('moves every legacy _OLD list, on every site, permanently to the live list, query kept', async () => {
    const legacy = ROUTES.filter((route) => route.params.length === 0 && route.id.endsWith('-list-old'));
    expect(legacy).toHaveLength(11);
    for (const route of legacy) {
      for (const site of SITES.filter((s) => isRouteOnSite(route, s))) {
        const response = await visit(`${build(route.id, {}, site)}?sort=name`);
        expect(response.statusCode, route.paths[site]).toBe(301);
        const live = route.id.replace(/-old$/, '') as RouteId;
        expect(response.headers.location).toBe(`${build(live, {}, site)}?sort=name`);
      }
    }
  });

  it('moves both legacy shared-list links to the shared list with that number, and only a shared one', async () => {
    const owner = await customer(server, 'Legacy Lister');
    const list = await owner.client.callOk(api.watchlistsAndAlerts.create, {
      body: { name: 'Nordic banks' },
    });
    const [row] = await server.ctx.db
      .select({ legacyNumber: watchlists.legacyNumber })
      .from(watchlists)
      .where(eq(watchlists.id, list.id));
    const listId = String(row!.legacyNumber);

    // Not shared yet: nothing to show, and the page says so with a 404.
    expect((await visit(build('shared-list-old', { listId }, 'se'))).statusCode).toBe(404);

    await owner.client.callOk(api.watchlistsAndAlerts.setSharing, {
      params: { listId: list.id },
      body: { shared: true },
    });
    const target = build('shared-list', { listId: list.id }, 'se');
    const short = await visit(build('shared-list-old', { listId }, 'se'));
    expect(short.statusCode).toBe(301);
    expect(short.headers.location).toBe(target);
    const byOwner = await visit(build('shared-list-by-owner-old', { ownerId: '77', listId }, 'se'));
    expect(byOwner.statusCode).toBe(301);
    expect(byOwner.headers.location).toBe(target);

    for (const unknown of ['999999', '99999999999999999999']) {
      expect((await visit(build('shared-list-old', { listId: unknown }, 'se'))).statusCode, unknown).toBe(
        404,
      );
    }
  });
});
