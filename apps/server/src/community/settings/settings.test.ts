import { api } from '@havn/contract';
import { customer, startTestServer, type TestClient, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A logged-in customer who never joined the community: settings do not need a profile. */
async function loggedInCustomer(country = 'se'): Promise<TestClient> {
  return (await customer(server, 'settings', { country })).client;
}

describe('GET /settings/:name', () => {
  it('answers the default for a member who never saved one: translations are automatic', async () => {
    const browser = await loggedInCustomer();
    const response = await browser.call(api.community.settings.get, { params: { name: 'translations' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auto: true });
  });

  it('is 404 for a setting that does not exist', async () => {
    const browser = await loggedInCustomer();
    const response = await browser.call(api.community.settings.get, { params: { name: 'theme' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is 401 for a visitor', async () => {
    const response = await server
      .client()
      .call(api.community.settings.get, { params: { name: 'translations' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('PUT /settings/:name', () => {
  it('saves the value; GET answers it from then on, and PUT again replaces it', async () => {
    const browser = await loggedInCustomer('fi');
    const saved = await browser.call(api.community.settings.put, {
      params: { name: 'translations' },
      body: { auto: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ auto: false });
    expect(
      (await browser.call(api.community.settings.get, { params: { name: 'translations' } })).json(),
    ).toEqual({ auto: false });

    expect(
      (
        await browser.call(api.community.settings.put, {
          params: { name: 'translations' },
          body: { auto: true },
        })
      ).json(),
    ).toEqual({ auto: true });
    expect(
      (await browser.call(api.community.settings.get, { params: { name: 'translations' } })).json(),
    ).toEqual({ auto: true });
  });

  it('keeps each member’s settings to themselves', async () => {
    const first = await loggedInCustomer();
    const second = await loggedInCustomer();
    await first.call(api.community.settings.put, { params: { name: 'translations' }, body: { auto: false } });
    expect(
      (await second.call(api.community.settings.get, { params: { name: 'translations' } })).json(),
    ).toEqual({ auto: true });
    expect(
      (await first.call(api.community.settings.get, { params: { name: 'translations' } })).json(),
    ).toEqual({ auto: false });
  });

  it.each([
    ['an unknown field', { auto: false, language: 'sv' }],
    ['a missing field', {}],
    ['a wrong type', { auto: 'no' }],
    ['no object at all', ['auto']],
  ])('refuses %s with 400 and saves nothing', async (_, body) => {
    const browser = await loggedInCustomer();
    const response = await browser.callUnchecked(api.community.settings.put, {
      params: { name: 'translations' },
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(
      (await browser.call(api.community.settings.get, { params: { name: 'translations' } })).json(),
    ).toEqual({ auto: true });
  });

  it('is 404 for a setting that does not exist', async () => {
    const browser = await loggedInCustomer();
    const response = await browser.call(api.community.settings.put, {
      params: { name: 'theme' },
      body: { auto: false },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is 401 for a visitor', async () => {
    const response = await server
      .client()
      .call(api.community.settings.put, { params: { name: 'translations' }, body: { auto: false } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('is 403 when another site tries it with the member’s cookie', async () => {
    const browser = await loggedInCustomer();
    const response = await browser.call(api.community.settings.put, {
      params: { name: 'translations' },
      body: { auto: false },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await browser.call(api.community.settings.get, { params: { name: 'translations' } })).json(),
    ).toEqual({ auto: true });
  });
});

it('documents both calls in the OpenAPI description', async () => {
  const spec = (await server.client().get('/api/openapi.json')).json() as { paths: Record<string, object> };
  expect(Object.keys(spec.paths['/api/community/v1/settings/{name}'] ?? {}).sort()).toEqual(['get', 'put']);
});
