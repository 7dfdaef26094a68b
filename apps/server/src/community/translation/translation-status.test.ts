import { api } from '@havn/contract';
import { startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, describe, expect, it } from 'vitest';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('GET /community/translation says whether this server translates', () => {
  it('answers available: false on a fresh start (TRANSLATION_PROVIDER=none), to anyone', async () => {
    const server = await startTestServer();
    servers.push(server);
    const response = await server.client().call(api.community.translation.status);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: false });
  });

  it('answers available: true when LibreTranslate is configured', async () => {
    const server = await startTestServer({
      config: { translation: { provider: 'libretranslate', url: 'http://127.0.0.1:9', apiKey: undefined } },
    });
    servers.push(server);
    expect((await server.client().callOk(api.community.translation.status)).available).toBe(true);
  });
});
