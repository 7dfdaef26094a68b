import type { AddressInfo } from 'node:net';
import { allEndpoints, type Endpoint, ERROR_STATUS, isSafeText } from '@havn/contract';
import { member, startTestServer, type TestClient, type TestServer } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';

/**
 * An API fuzz generated from the zod contract: every endpoint of `allEndpoints()` gets inputs built by
 * walking its params, query and body schemas — some valid-shaped, some broken on purpose (NUL bytes,
 * integers past PostgreSQL's ranges, unicode edge cases, wrong types, unknown keys). No answer is a
 * 5xx; every 4xx is problem+json with a code the contract knows; and the deliberately broken calls,
 * all refused, change no row of any table. Bounded (a few runs an endpoint) so the suite stays fast.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const bagOf = (schema: unknown): Record<string, unknown> =>
  (schema as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};

const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\u001b[31m',
  '\ud800',
  'e\u0301\u0301\u0301',
  '\u202egnp.exe',
  '\u200b',
  '\ufeff',
  '😀'.repeat(50),
  'a'.repeat(5000),
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
];
const NASTY_NUMBERS = [2_147_483_648, 2 ** 63, -1, 0, 1.5, 1e308, -2_147_483_649];
const NASTY_NUMBER_TEXT = ['99999999999999999999', '2147483648', '-1', '1e3', '0x10', 'NaN', ' 7', '1.5'];

/** An arbitrary of the values a schema accepts, roughly: good enough to pass the shape and reach the handler. */
function valid(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  switch (def.type) {
    case 'string': {
      const format = (def as { format?: string }).format ?? bag.format;
      if (format === 'uuid') return fc.uuid();
      const patterns = bag.patterns as Set<RegExp> | undefined;
      if (patterns?.size) {
        const [pattern] = [...patterns];
        return fc
          .stringMatching(pattern as RegExp)
          .filter((s) => s.length <= ((bag.maximum as number) ?? 200));
      }
      const min = (bag.minimum as number | undefined) ?? 0;
      const max = Math.min((bag.maximum as number | undefined) ?? 40, 40);
      return fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
    }
    case 'number': {
      const min = Math.max((bag.minimum as number | undefined) ?? -1000, -1e9);
      const max = Math.min((bag.maximum as number | undefined) ?? 1000, 1e9);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'optional':
      return fc.option(valid(def.innerType, depth), { nil: undefined });
    case 'nullable':
      return fc.option(valid(def.innerType, depth), { nil: null });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valid(def.innerType, depth);
    case 'pipe':
      return valid(defOf(def.in).type === 'transform' ? def.out : def.in, depth);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valid(def.element, depth + 1), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => valid(o, depth)));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const entries = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valid(v, depth + 1)]));
      return fc.record(entries);
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), valid(def.valueType, depth + 1), { maxKeys: 3 });
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Values no endpoint takes anywhere: NUL and other control characters; in a JSON body also lone surrogates and unsafe numbers. */
const refusedText = fc.constantFrom<unknown>('a\u0000b', '\u0000', 'x\u001b[31m', 'tab\u007f');
const refusedJson = fc.oneof(
  refusedText,
  fc.constantFrom<unknown>('\ud800', 1e308, 2 ** 63, ['a\u0000'], { k: '\u0000' }),
);
/** Edge cases an endpoint may take or refuse, as long as it answers: past int4, unicode oddities, wrong types. */
const edgeLeaf = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS.filter((t) => isSafeText(t))),
  fc.constantFrom<unknown>(...NASTY_NUMBERS),
  fc.constantFrom<unknown>(...NASTY_NUMBER_TEXT),
  fc.constantFrom<unknown>(true, null, [], {}, [1, 2]),
);

/**
 * A valid-shaped object with one key broken: its value replaced by `leaf`, or (where unknown keys are
 * refused, in a query or body) an unknown key added.
 */
function broken(
  schema: unknown,
  leaf: fc.Arbitrary<unknown>,
  extraKey: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const def = defOf(schema);
  const shape = def.type === 'object' ? (def.shape as Record<string, unknown>) : {};
  const keys = Object.keys(shape);
  const base = (def.type === 'object' ? valid(schema) : fc.constant({})) as fc.Arbitrary<
    Record<string, unknown>
  >;
  return fc.tuple(base, fc.nat(), leaf, fc.boolean()).map(([value, index, nasty, addKey]) => {
    const out: Record<string, unknown> = { ...(value ?? {}) };
    if (extraKey && (addKey || keys.length === 0)) out[index % 2 ? 'state' : 'unknownField'] = 'TRIGGERED';
    else if (keys.length > 0) out[keys[index % keys.length] as string] = nasty;
    return out;
  });
}

/** Path and query values travel as text. */
function asText(values: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    if (v === undefined) continue;
    out[k] = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  }
  return out;
}

const KNOWN_CODES = new Set([...Object.keys(ERROR_STATUS), 'VALIDATION_FAILED', 'BAD_REQUEST', 'NOT_FOUND']);

/** Endpoints the fuzz leaves out: the event stream never ends, logout would end the session it uses. */
const SKIPPED = new Set(['/api/stream/v1/events', '/api/auth/v1/logout']);

let server: TestServer;
let client: TestClient;

async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await server.ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((t) => t.table_name);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    // Windows of the rate limiter count every call, refused or not; that is their job.
    if (table === 'rate_limits' || table.startsWith('__')) continue;
    const [row] = rowsOf<{ n: number | string }>(
      await server.ctx.db.execute(sql.raw(`select count(*) as n from "${table}"`)),
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

async function send(endpoint: Endpoint, params: unknown, query: unknown, body: unknown) {
  const response = await client.callUnchecked(endpoint, {
    params: asText(params as Record<string, unknown>),
    query: asText(query as Record<string, unknown>),
    ...(endpoint.body && endpoint.method !== 'GET' ? { body } : {}),
  });
  const where = `${endpoint.method} ${endpoint.path} ${JSON.stringify({ params, query, body }).slice(0, 300)}`;
  expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(
      response.headers['content-type'],
      `${where} → ${response.statusCode} ${response.body.slice(0, 200)}`,
    ).toContain('application/problem+json');
    const code = (response.json() as { code?: string }).code;
    expect(KNOWN_CODES.has(code ?? ''), `${where} → unknown code ${code}`).toBe(true);
  }
  return response.statusCode;
}

beforeAll(async () => {
  server = await startTestServer();
  // The outside parties a request asks at once (the pension information service, the other fund
  // companies' holdings service) answer from this process's own simulator, as in the demo: a 503 would
  // be theirs, not a defect of the input's handling.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.credit.bureauUrl = `http://127.0.0.1:${port}/credit-sim`;
  server.ctx.config.pension.url = `http://127.0.0.1:${port}/pension-sim`;
  server.ctx.config.fundTransfer.url = `http://127.0.0.1:${port}/fund-transfer-sim`;
  await member(server, 'Fuzz Target');
  client = (await member(server, 'Fuzz Caller')).client;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const endpoints = allEndpoints().filter((e) => !SKIPPED.has(e.path));

type Part = 'params' | 'query' | 'body';

/** Sample inputs for one endpoint: valid-shaped everywhere but in `part`, which `broken` spoils. */
function samples(
  endpoint: Endpoint,
  spoil: (part: Part, schema: unknown) => fc.Arbitrary<unknown>,
  runs: number,
) {
  const parts = (['params', 'query', 'body'] as const).filter((p) => endpoint[p]);
  if (parts.length === 0) return [];
  return fc.sample(
    fc.constantFrom(...parts).chain((part) =>
      fc.record({
        part: fc.constant(part),
        params: endpoint.params
          ? part === 'params'
            ? spoil(part, endpoint.params)
            : valid(endpoint.params)
          : fc.constant(undefined),
        query: endpoint.query
          ? part === 'query'
            ? spoil(part, endpoint.query)
            : valid(endpoint.query)
          : fc.constant(undefined),
        body: endpoint.body
          ? part === 'body'
            ? spoil(part, endpoint.body)
            : valid(endpoint.body)
          : fc.constant(undefined),
      }),
    ),
    { numRuns: runs, seed: 12 },
  );
}

/**
 * Besides the random samples, every key of every part once with each of `values` (the rest valid):
 * the probes that found the 500s (a NUL in one field, one id past int4) reach every field this way.
 */
function everyKey(endpoint: Endpoint, values: readonly unknown[], textOnly: boolean) {
  const base = fc.sample(
    fc.record({
      params: endpoint.params ? valid(endpoint.params) : fc.constant(undefined),
      query: endpoint.query ? valid(endpoint.query) : fc.constant(undefined),
      body: endpoint.body ? valid(endpoint.body) : fc.constant(undefined),
    }),
    { numRuns: 1, seed: 3 },
  )[0] as Record<Part, Record<string, unknown> | undefined>;
  const out: { part: Part; key: string; input: Record<Part, unknown> }[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (!schema || defOf(schema).type !== 'object') continue;
    for (const key of Object.keys(defOf(schema).shape as Record<string, unknown>)) {
      for (const value of values) {
        if (textOnly && part !== 'body' && typeof value !== 'string') continue;
        out.push({ part, key, input: { ...base, [part]: { ...(base[part] ?? {}), [key]: value } } });
      }
    }
  }
  return out;
}

describe('the API under generated input', () => {
  it('refuses a NUL or a control character in any one field, changing nothing', async () => {
    const before = await rowCounts();
    let calls = 0;
    for (const endpoint of endpoints) {
      for (const { part, key, input } of everyKey(endpoint, ['a\u0000b', 'x\u001by', 1e21], true)) {
        const status = await send(endpoint, input.params, input.query, input.body);
        calls += 1;
        expect(status, `${endpoint.method} ${endpoint.path}: ${part}.${key} accepted`).toBeGreaterThanOrEqual(
          400,
        );
      }
    }
    expect(calls).toBeGreaterThan(endpoints.length);
    expect(await rowCounts()).toEqual(before);
  }, 240_000);

  it('answers ids past PostgreSQL integer and bigint, and odd unicode, in any one field without a 5xx', async () => {
    const values = [
      2_147_483_648,
      '2147483648',
      9_007_199_254_740_991,
      '9223372036854775808',
      '\u202egnp.exe',
      'e\u0301'.repeat(300),
      '',
      {},
    ];
    for (const endpoint of endpoints) {
      for (const { input } of everyKey(endpoint, values, false)) {
        await send(endpoint, input.params, input.query, input.body);
      }
    }
  }, 240_000);

  it('refuses NUL, control characters, unsafe numbers and unknown keys with a problem+json 4xx, changing nothing', async () => {
    const before = await rowCounts();
    let calls = 0;
    for (const endpoint of endpoints) {
      const spoil = (part: Part, schema: unknown) =>
        part === 'body'
          ? broken(schema, refusedJson, defOf(schema).type === 'object')
          : broken(schema, refusedText, part === 'query');
      for (const s of samples(endpoint, spoil, 5)) {
        const status = await send(endpoint, s.params, s.query, s.body);
        calls += 1;
        expect(
          status,
          `${endpoint.method} ${endpoint.path}: broken ${s.part} accepted`,
        ).toBeGreaterThanOrEqual(400);
      }
    }
    expect(calls).toBeGreaterThan(endpoints.length);
    expect(await rowCounts()).toEqual(before);
  }, 240_000);

  it('answers edge cases and valid-shaped random input without a 5xx', async () => {
    for (const endpoint of endpoints) {
      const spoil = (_part: Part, schema: unknown) => broken(schema, edgeLeaf, false);
      for (const s of samples(endpoint, spoil, 4)) await send(endpoint, s.params, s.query, s.body);
      const good = fc.sample(
        fc.record({
          params: endpoint.params ? valid(endpoint.params) : fc.constant(undefined),
          query: endpoint.query ? valid(endpoint.query) : fc.constant(undefined),
          body: endpoint.body ? valid(endpoint.body) : fc.constant(undefined),
        }),
        { numRuns: 3, seed: 7 },
      );
      for (const s of good) await send(endpoint, s.params, s.query, s.body);
    }
  }, 240_000);
});
