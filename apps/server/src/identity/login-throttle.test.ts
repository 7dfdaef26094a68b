import { api } from '@havn/contract';
import { registerCustomer, startTestServer, type TestClient, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { loginLockMs } from './login-throttle.ts';

const clock = new ManualClock('2026-03-02T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

async function login(client: TestClient, username: string, password: string) {
  const response = await client.call(api.identity.login, { body: { username, password } });
  return {
    status: response.statusCode,
    code: response.statusCode >= 400 ? (response.json() as { code: string }).code : null,
    retryAfter:
      response.headers['retry-after'] === undefined ? null : Number(response.headers['retry-after']),
  };
}

async function hammer(attacker: TestClient, username: string, tries: number) {
  const seen = [];
  for (let i = 0; i < tries; i += 1) seen.push(await login(attacker, username, `wrong guess ${i}`));
  return seen;
}

describe('login throttling nobody else can turn against the owner', () => {
  it('lets the owner in from their own address while an attacker elsewhere is locked out', async () => {
    await registerCustomer(server, {
      username: 'owner1',
      password: 'the real password',
      country: 'se',
    });
    const attacker = server.client();
    const tries = await hammer(attacker, 'owner1', 12);
    expect(tries.slice(0, 3).map((t) => t.status)).toEqual([401, 401, 401]);
    expect(tries.map((t) => t.status)).toContain(429);
    const refused = tries.find((t) => t.status === 429);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused?.retryAfter).toBeGreaterThan(0);

    const owner = server.client();
    expect(await login(owner, 'owner1', 'the real password')).toMatchObject({ status: 200 });
    // The attacker's own address stays locked, even with the right password.
    expect((await login(attacker, 'owner1', 'the real password')).status).toBe(429);
  });

  it("lets the owner's right password through from a known device while an attacker on the same address hammers", async () => {
    await registerCustomer(server, {
      username: 'owner2',
      password: 'the real password',
      country: 'no',
    });
    const owner = server.client();
    expect((await login(owner, 'owner2', 'the real password')).status).toBe(200);
    expect([...owner.cookies.keys()]).toContain('havn_device');
    // The attacker shares the owner's address (one office NAT): same IP, no device cookie.
    const attacker = server.client();
    Object.defineProperty(attacker, 'remoteAddress', { value: owner.remoteAddress });
    const tries = await hammer(attacker, 'owner2', 10);
    expect(tries.at(-1)?.status).toBe(429);
    expect(await login(owner, 'owner2', 'the real password')).toMatchObject({ status: 200 });
  });

  it('does not accept a forged or foreign device cookie as a known device', async () => {
    await registerCustomer(server, {
      username: 'owner3',
      password: 'the real password',
      country: 'dk',
    });
    await registerCustomer(server, {
      username: 'other3',
      password: 'another password',
      country: 'dk',
    });
    const attacker = server.client();
    // A device cookie honestly issued for another account.
    expect((await login(attacker, 'other3', 'another password')).status).toBe(200);
    const tries = await hammer(attacker, 'owner3', 10);
    expect(tries.at(-1)?.status).toBe(429);
    attacker.cookies.set('havn_device', `${'A'.repeat(22)}.${'B'.repeat(43)}`);
    expect((await login(attacker, 'owner3', 'wrong again')).status).toBe(429);
  });

  it('never counts successful logins: 40 from one address are fine', async () => {
    await registerCustomer(server, {
      username: 'office',
      password: 'the real password',
      country: 'fi',
    });
    const first = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const colleague = server.client();
      Object.defineProperty(colleague, 'remoteAddress', { value: first.remoteAddress });
      statuses.push((await login(colleague, 'office', 'the real password')).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('makes the delays grow with each failure in a row and forgets them after a quiet spell', async () => {
    await registerCustomer(server, {
      username: 'grower',
      password: 'the real password',
      country: 'se',
    });
    const attacker = server.client();
    const waits: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const tried = await login(attacker, 'grower', `guess ${i}`);
      statuses.push(tried.status);
      if (tried.status === 429) {
        waits.push(tried.retryAfter ?? 0);
        clock.advance((tried.retryAfter ?? 0) * 1000);
      }
    }
    // Three free failures, then each failure locks the pair twice as long as the one before.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    clock.advance(60 * 60 * 1000);
    expect((await login(attacker, 'grower', 'guess again')).status).toBe(401);
    expect((await login(attacker, 'grower', 'guess again')).status).toBe(401);
  });

  it('caps failures per address across many accounts (spraying)', async () => {
    const sprayer = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 110; i += 1)
      statuses.push((await login(sprayer, `nobody${i}`, 'Winter2026!')).status);
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(100).every((s) => s === 429)).toBe(true);
  });

  it('computes the lock schedule: free typos, then doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(loginLockMs)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
    expect(loginLockMs(40)).toBe(15 * 60 * 1000);
  });
});
