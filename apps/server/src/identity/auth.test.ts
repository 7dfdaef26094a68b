import { api, SIGNED_IN_HINT_COOKIE } from '@havn/contract';
import { ACCOUNT_TERMS_VERSION } from '@havn/domain/broker/index';
import {
  customers,
  plainKycAnswers,
  registerCustomer,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('register → login → session → logout', () => {
  it('walks the whole life of a session', async () => {
    const browser = server.client();
    const registered = await browser.call(api.identity.register, {
      body: {
        ...customers.astrid,
        email: 'astrid@example.se',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      username: 'astrid',
      country: 'se',
      communityProfile: null,
      customerStatus: 'PROSPECT',
    });
    const cookie = registered.cookies.find((c) => c.name === 'havn_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await browser.call(api.identity.session)).json()).toMatchObject({ username: 'astrid' });

    const other = server.client();
    const login = await other.call(api.identity.login, {
      body: {
        username: 'ASTRID',
        password: customers.astrid.password,
      },
    });
    expect(login.statusCode).toBe(200);
    expect((await other.call(api.identity.session)).json()).toMatchObject({ username: 'astrid' });

    const stolen = other.cookieHeader;
    expect((await other.call(api.identity.logout)).statusCode).toBe(204);
    expect(other.cookies.has('havn_session')).toBe(false);
    // The known-device cookie outlives the session: it only vouches for this browser at the next login.
    expect(other.cookies.has('havn_device')).toBe(true);
    // A replayed cookie after logout is dead.
    const replay = await server.app.inject({
      method: 'GET',
      url: api.identity.session.path,
      headers: { cookie: stolen },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['content-type']).toContain('application/problem+json');
    expect(replay.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    // The first browser's session is untouched.
    expect((await browser.call(api.identity.session)).statusCode).toBe(200);
  });

  it('sets a readable signed-in hint beside the session cookie and takes it away with the session', async () => {
    const browser = server.client();
    const mette = { username: 'mette', password: 'a long enough password', country: 'se', name: 'Mette J' };
    await registerCustomer(server, mette, browser);
    const login = await browser.call(api.identity.login, {
      body: { username: 'mette', password: mette.password },
    });
    const session = login.cookies.find((c) => c.name === 'havn_session');
    const hint = login.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: session?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    const dead = browser.cookieHeader;
    expect((await browser.call(api.identity.logout)).statusCode).toBe(204);
    expect(browser.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    // A hint that outlived its session (logged out elsewhere, expired) is taken away at the next 401.
    const stale = await server.app.inject({
      method: 'GET',
      url: api.identity.session.path,
      headers: { cookie: dead },
    });
    expect(stale.statusCode).toBe(401);
    const cleared = stale.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('rotates the session id at login', async () => {
    const browser = server.client();
    await registerCustomer(server, customers.ola, browser);
    const before = browser.cookieHeader;
    await browser.call(api.identity.login, { body: { username: 'ola', password: customers.ola.password } });
    expect(browser.cookieHeader).not.toBe(before);
    const old = await server.app.inject({
      method: 'GET',
      url: api.identity.session.path,
      headers: { cookie: before },
    });
    expect(old.statusCode).toBe(401);
  });

  it('gives a Finnish customer an AOT account in euro', async () => {
    const browser = server.client();
    await registerCustomer(server, customers.aino, browser);
    expect((await browser.call(api.accountsAndMoney.listAccounts)).json()).toEqual([
      expect.objectContaining({ accountType: 'AOT', currency: 'EUR' }),
    ]);
  });
});

describe('refusals', () => {
  it('answers a wrong password with 401 INVALID_CREDENTIALS', async () => {
    const browser = server.client();
    await registerCustomer(
      server,
      { username: 'wrongpw', password: 'a long enough pass', country: 'se' },
      browser,
    );
    const response = await server
      .client()
      .call(api.identity.login, { body: { username: 'wrongpw', password: 'not it at all' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await server
      .client()
      .call(api.identity.login, { body: { username: 'nobody-here', password: 'whatever12' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('throttles repeated failed logins from one address with 429 and Retry-After within 10 tries', async () => {
    await registerCustomer(server, {
      username: 'target',
      password: 'the real password',
      country: 'no',
    });
    const attacker = server.client();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 10; i += 1) {
      const response = await attacker.call(api.identity.login, {
        body: { username: 'target', password: `guess-${i}-xx` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The owner, from elsewhere, is not locked out by it.
    const right = await server
      .client()
      .call(api.identity.login, { body: { username: 'target', password: 'the real password' } });
    expect(right.statusCode).toBe(200);
  });

  it('makes a prospect of someone who signs up with a password: no account, no money, no trading until eID', async () => {
    for (const country of ['se', 'us']) {
      const browser = server.client();
      const registered = await browser.call(api.identity.register, {
        body: { username: `signup-${country}`, password: 'a long enough pass', country },
      });
      expect(registered.statusCode).toBe(201);
      expect(registered.json()).toMatchObject({ customerStatus: 'PROSPECT' });
      expect((await browser.call(api.accountsAndMoney.listAccounts)).json()).toEqual([]);
      // Neither an account of their own nor the questionnaire that would open one, without eID.
      const opening = await browser.callUnchecked(api.accountsAndMoney.openAccount, {
        body: { accountType: 'ISK', acceptTerms: true, termsVersion: ACCOUNT_TERMS_VERSION },
      });
      expect(opening.statusCode).toBeGreaterThanOrEqual(400);
      expect(opening.statusCode).toBeLessThan(500);
      const kyc = await browser.call(api.identity.answerKyc, { body: plainKycAnswers(country) });
      expect(kyc.statusCode).toBe(403);
      expect(kyc.json()).toMatchObject({ code: 'EID_REQUIRED' });
      expect((await browser.call(api.accountsAndMoney.listAccounts)).json()).toEqual([]);
    }
  });

  it('refuses an unknown body field with 400 (no mass assignment)', async () => {
    const response = await server.client().callUnchecked(api.identity.register, {
      body: {
        username: 'mallory',
        password: 'a long enough pass',
        country: 'se',
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a taken username with 409 USERNAME_TAKEN, whatever its case', async () => {
    await registerCustomer(server, {
      username: 'Freja',
      password: 'a long enough pass',
      country: 'dk',
    });
    const again = await server.client().call(api.identity.register, {
      body: {
        username: 'freja',
        password: 'another long pass',
        country: 'dk',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
  });

  it('refuses a cross-site POST with 403 and changes nothing', async () => {
    const evil = await server.client().call(api.identity.register, {
      body: { username: 'csrfvictim', password: 'a long enough pass', country: 'se' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const wrongOrigin = await server
      .client()
      .call(api.identity.logout, { headers: { origin: 'https://evil.example' } });
    expect(wrongOrigin.statusCode).toBe(403);
    const login = await server
      .client()
      .call(api.identity.login, { body: { username: 'csrfvictim', password: 'a long enough pass' } });
    expect(login.statusCode).toBe(401);
  });

  it('accepts a same-origin browser POST', async () => {
    const response = await server.client().call(api.identity.register, {
      body: { username: 'sameorigin', password: 'a long enough pass', country: 'fi' },
      headers: { origin: server.ctx.config.publicOrigin, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('platform', () => {
  it('reports health with the database checked', async () => {
    const response = await server.client().call(api.platform.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers on every response', async () => {
    const response = await server.client().call(api.platform.health);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const missing = await server.client().get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes every endpoint in /api/openapi.json', async () => {
    const { allEndpoints } = await import('@havn/contract');
    const doc = (await server.client().get('/api/openapi.json')).json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(80);
    for (const e of endpoints) {
      const path = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
  });

  it('never leaks the details of a 500', async () => {
    const { problem } = await import('../platform/errors.ts');
    expect(problem(500, 'INTERNAL')).toEqual({
      type: 'about:blank#INTERNAL',
      title: 'Internal Server Error',
      status: 500,
      code: 'INTERNAL',
    });
  });
});

describe('the session and the community', () => {
  it('names the community profile once the customer has joined', async () => {
    const { member } = await import('@havn/testkit');
    const joined = await member(server, 'Session Member');
    const session = (await joined.client.call(api.identity.session)).json();
    expect(session.communityProfile).toMatchObject({
      profileId: joined.profileId,
      username: 'Session Member',
    });
  });
});
