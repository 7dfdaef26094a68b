import { api, type CreatedApiKey } from '@havn/contract';
import {
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { apiKeyRequests, apiKeys } from '../../db/schema/api-keys.ts';
import { API_KEY_AUDIT_RETENTION_MS } from '../platform-jobs.ts';
import { deleteApiKeyRequestsBefore } from './api-keys-repo.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let kim: Investor;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  server.ctx.config.apiKeyRequestsPerMinute = 8;
  volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '110.00', currency: 'SEK' });
  kim = await investor(server, 'Kim Script');
  await depositCash(kim.client, kim.accid, '10000.00', 'SEK');
});
afterAll(async () => {
  await server.close();
});

async function createKey(scopes: ('READ' | 'TRADE')[], name = 'my script'): Promise<CreatedApiKey> {
  const response = await kim.client.call(api.platform.apiKeys.create, { body: { name, scopes } });
  expect(response.statusCode).toBe(201);
  return response.data();
}

/** A program with a key and no browser: no cookie jar in use, no Origin. */
function program(secret: string): TestClient {
  const client = server.client();
  client.headers = { authorization: `Bearer ${secret}` };
  return client;
}

const buyOne = (client: TestClient) =>
  placeOrder(client, kim.accid, { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume: 1 });

describe('personal API keys', () => {
  it('are created with the secret shown once, listed without it, and revoked', async () => {
    const created = await createKey(['READ'], '  nightly report ');
    expect(created).toMatchObject({ name: 'nightly report', scopes: ['READ'] });
    expect(created.secret).toMatch(/^havn_live_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);

    const listed = await kim.client.callOk(api.platform.apiKeys.list);
    const mine = listed.find((k) => k.id === created.id);
    expect(mine).toEqual({
      id: created.id,
      name: 'nightly report',
      scopes: ['READ'],
      prefix: created.prefix,
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const revoked = await kim.client.call(api.platform.apiKeys.revoke, { params: { keyId: created.id } });
    expect(revoked.statusCode).toBe(204);
    const after = await kim.client.callOk(api.platform.apiKeys.list);
    expect(after.some((k) => k.id === created.id)).toBe(false);
    const again = await kim.client.call(api.platform.apiKeys.revoke, { params: { keyId: created.id } });
    expect(again.problem().code).toBe('NOT_FOUND');
  });

  it('stores only a hash of the secret', async () => {
    const created = await createKey(['TRADE']);
    await program(created.secret).call(api.accountsAndMoney.listAccounts);
    const [row] = await server.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await server.ctx.db
      .select()
      .from(apiKeyRequests)
      .where(eq(apiKeyRequests.keyId, created.id));
    expect(JSON.stringify([row, audit])).not.toContain(created.secret);
    expect(JSON.stringify([row, audit])).not.toContain(created.secret.slice(created.prefix.length));
  });

  it('reads accounts, positions and orders as a bearer token, and notes when it was last used', async () => {
    const key = await createKey(['READ']);
    const bot = program(key.secret);
    const accounts = await bot.callOk(api.accountsAndMoney.listAccounts);
    expect(accounts.map((a) => a.accid)).toEqual([kim.accid]);
    expect((await bot.call(api.portfolio.positions, { params: { accid: kim.accid } })).statusCode).toBe(200);
    expect((await bot.call(api.trading.listOrders, { params: { accid: kim.accid } })).statusCode).toBe(200);
    expect(
      (await bot.call(api.marketData.instrument, { params: { instrumentId: volvo.id } })).statusCode,
    ).toBe(200);
    const listed = await kim.client.callOk(api.platform.apiKeys.list);
    expect(listed.find((k) => k.id === key.id)?.lastUsedAt).toBe(clock.now().toISOString());
  });

  it('refuses an order from a READ key with 403 INSUFFICIENT_SCOPE, and places one with a TRADE key', async () => {
    const reader = await createKey(['READ']);
    const refused = await buyOne(program(reader.secret));
    expect(refused.statusCode).toBe(403);
    expect(refused.problem().code).toBe('INSUFFICIENT_SCOPE');

    const trader = await createKey(['TRADE']);
    expect(trader.scopes).toEqual(['READ', 'TRADE']);
    const bot = program(trader.secret);
    // A program is no browser: even a foreign Origin does not make a keyed call cross-site.
    const placed = await placeOrder(
      Object.assign(bot, { headers: { ...bot.headers, origin: 'https://elsewhere.example' } }),
      kim.accid,
      { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume: 1 },
    );
    expect(placed.statusCode).toBe(201);
    const orders = await kim.client.callOk(api.trading.listOrders, { params: { accid: kim.accid } });
    expect(orders.orders.some((o) => o.id === placed.data().id)).toBe(true);
  });

  it('refuses a revoked key with 401', async () => {
    const key = await createKey(['TRADE']);
    const bot = program(key.secret);
    expect((await bot.call(api.accountsAndMoney.listAccounts)).statusCode).toBe(200);
    await kim.client.call(api.platform.apiKeys.revoke, { params: { keyId: key.id } });
    const refused = await bot.call(api.accountsAndMoney.listAccounts);
    expect(refused.statusCode).toBe(401);
    expect(refused.problem().code).toBe('API_KEY_INVALID');
    expect((await buyOne(bot)).problem().code).toBe('API_KEY_INVALID');
    expect((await program('havn_live_not-a-key').call(api.accountsAndMoney.listAccounts)).statusCode).toBe(
      401,
    );
  });

  it('is refused on every call outside the allow-list, and cannot mint keys', async () => {
    const key = await createKey(['TRADE']);
    const bot = program(key.secret);
    const deposit = await depositCash(bot, kim.accid, '100.00', 'SEK');
    expect(deposit.statusCode).toBe(403);
    expect(deposit.problem().code).toBe('API_KEY_NOT_ALLOWED');
    const mint = await bot.call(api.platform.apiKeys.create, { body: { name: 'more', scopes: ['TRADE'] } });
    expect(mint.problem().code).toBe('API_KEY_NOT_ALLOWED');
    expect((await bot.call(api.platform.apiKeys.list)).problem().code).toBe('API_KEY_NOT_ALLOWED');
    expect((await bot.call(api.community.profiles.me)).problem().code).toBe('API_KEY_NOT_ALLOWED');
    // A key never rides on the cookie either: with both, the key decides.
    kim.client.headers = { authorization: `Bearer ${key.secret}` };
    try {
      expect((await kim.client.call(api.identity.session)).problem().code).toBe('API_KEY_NOT_ALLOWED');
    } finally {
      kim.client.headers = {};
    }
  });

  it('answers 429 with Retry-After past its requests a minute, and counts afresh the next minute', async () => {
    const key = await createKey(['READ']);
    const bot = program(key.secret);
    clock.set('2026-11-02T09:10:00Z');
    for (let i = 0; i < 8; i += 1) {
      expect((await bot.call(api.accountsAndMoney.listAccounts)).statusCode).toBe(200);
    }
    const limited = await bot.call(api.accountsAndMoney.listAccounts);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    clock.advance(60_000);
    expect((await bot.call(api.accountsAndMoney.listAccounts)).statusCode).toBe(200);
  });

  it('audits every keyed call: who, which key, which endpoint, when and the answer', async () => {
    const key = await createKey(['READ']);
    await program(key.secret).call(api.accountsAndMoney.listAccounts);
    await buyOne(program(key.secret));
    const rows = await server.ctx.db.select().from(apiKeyRequests).where(eq(apiKeyRequests.keyId, key.id));
    expect(rows.map((r) => [r.operationId, r.method, r.status, r.userId]).sort()).toEqual([
      ['accountsAndMoney.listAccounts', 'GET', 200, kim.userId],
      ['trading.placeOrder', 'POST', 403, kim.userId],
    ]);
    expect(rows[0]!.at.toISOString()).toBe(clock.now().toISOString());

    // Kept for 90 days, then swept by the daily retention job.
    expect(API_KEY_AUDIT_RETENTION_MS).toBe(90 * 24 * 60 * 60 * 1000);
    const later = new Date(clock.now().getTime() + API_KEY_AUDIT_RETENTION_MS + 1);
    expect(
      await deleteApiKeyRequestsBefore(server.ctx.db, new Date(later.getTime() - API_KEY_AUDIT_RETENTION_MS)),
    ).toBeGreaterThanOrEqual(2);
    expect(await server.ctx.db.select().from(apiKeyRequests).where(eq(apiKeyRequests.keyId, key.id))).toEqual(
      [],
    );
  });

  it('keeps at most ten live keys a customer', async () => {
    const sam = await investor(server, 'Sam Many');
    for (let i = 0; i < 10; i += 1) {
      await sam.client.callOk(api.platform.apiKeys.create, { body: { name: `k${i}`, scopes: ['READ'] } });
    }
    const eleventh = await sam.client.call(api.platform.apiKeys.create, {
      body: { name: 'k10', scopes: ['READ'] },
    });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.problem().code).toBe('API_KEY_LIMIT_REACHED');
    const [first] = await sam.client.callOk(api.platform.apiKeys.list);
    await sam.client.call(api.platform.apiKeys.revoke, { params: { keyId: first!.id } });
    expect(
      (await sam.client.call(api.platform.apiKeys.create, { body: { name: 'k10', scopes: ['READ'] } }))
        .statusCode,
    ).toBe(201);
  });

  it("needs the browser session, and never touches someone else's key", async () => {
    const anonymous = await server.client().call(api.platform.apiKeys.list);
    expect(anonymous.statusCode).toBe(401);
    const key = await createKey(['READ']);
    const other = await investor(server, 'Olle Other');
    const response = await other.client.call(api.platform.apiKeys.revoke, { params: { keyId: key.id } });
    expect(response.statusCode).toBe(404);
    expect((await program(key.secret).call(api.accountsAndMoney.listAccounts)).statusCode).toBe(200);
  });

  it('refuses a blank name and an unknown scope', async () => {
    const blank = await kim.client.call(api.platform.apiKeys.create, {
      body: { name: '   ', scopes: ['READ'] },
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await kim.client.callUnchecked(api.platform.apiKeys.create, {
      body: { name: 'x', scopes: ['ADMIN'] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
