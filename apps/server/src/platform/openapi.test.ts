import { allEndpoints, operationIdOf } from '@havn/contract';
import { startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_GROUP_SLUGS } from '../community/groups/group-slug.ts';
import { RESERVED_PROFILE_SLUGS } from '../community/profiles/profile-slug.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
}

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.client().get('/api/openapi.json')).json() as Document;
});
afterAll(async () => {
  await server.close();
});

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operationOf = (method: string, path: string) => doc.paths[openApiPath(path)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('names every operation after its place in the contract, with a summary and tags', () => {
    for (const endpoint of allEndpoints()) {
      const operation = operationOf(endpoint.method, endpoint.path);
      const what = `${endpoint.method} ${endpoint.path}`;
      expect(operation?.operationId, what).toBe(operationIdOf(endpoint));
      expect(operation?.summary, what).toBeTruthy();
      expect(operation?.tags?.length, what).toBeGreaterThan(0);
    }
    expect(operationOf('POST', '/api/accounts/:accid/orders')?.operationId).toBe('trading.placeOrder');
  });

  it('gives every operation its security: the session, and a bearer API key where one may call', () => {
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    for (const endpoint of allEndpoints()) {
      const security = operationOf(endpoint.method, endpoint.path)?.security;
      const what = `${endpoint.method} ${endpoint.path}`;
      expect(security, what).toBeDefined();
      const schemes = security!.flatMap((alternative) => Object.keys(alternative));
      expect(schemes.includes('apiKey'), what).toBe(endpoint.apiKey !== undefined);
      expect(schemes.includes('session'), what).toBe(endpoint.auth !== 'public');
      // `[]` (no requirement) or an empty alternative `{}`: anyone may call.
      const anonymous = security!.length === 0 || security!.some((a) => Object.keys(a).length === 0);
      expect(anonymous, what).toBe(endpoint.auth !== 'session');
    }
    expect(operationOf('POST', '/api/accounts/:accid/orders')?.security).toEqual([
      { session: [] },
      { apiKey: [] },
    ]);
  });

  it('has no two paths that one URL could mean', () => {
    const paths = Object.keys(doc.paths);
    // OpenAPI: templated paths of the same shape with other parameter names are identical, and not allowed.
    const shapes = paths.map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
    // A static segment beside a parameter (`/profiles/me` beside `/profiles/{slug}`) wins, so the
    // parameter must never take that value: the server reserves those slugs.
    const reserved = new Set([...RESERVED_PROFILE_SLUGS, ...RESERVED_GROUP_SLUGS]);
    for (const a of paths) {
      for (const b of paths) {
        const sa = a.split('/');
        const sb = b.split('/');
        if (a === b || sa.length !== sb.length) continue;
        const shared = Object.keys(doc.paths[a]!).filter((m) => doc.paths[b]![m]);
        if (shared.length === 0) continue;
        const clashes = sa.every((seg, i) => seg === sb[i] || seg.startsWith('{') || sb[i]!.startsWith('{'));
        if (!clashes) continue;
        const shadowed = sa.filter((seg, i) => !seg.startsWith('{') && sb[i]!.startsWith('{'));
        for (const literal of shadowed) expect(reserved.has(literal), `${a} beside ${b}`).toBe(true);
      }
    }
  });
});
