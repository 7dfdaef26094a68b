import { createServer } from 'node:net';
import { api } from '@havn/contract';
import { startTestServer, type TestServer, walkDemoEid } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eidAttempts } from '../../db/schema/onboarding.ts';

// The OpenID Connect flow against the embedded demo provider over real HTTP: our relying party
// discovers it, the browser (plain fetch here) signs in on the test eID page, and the callback is
// redeemed with state, nonce and PKCE checked.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server: TestServer;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startTestServer({ config: { port, publicOrigin: origin } });
  await server.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

const ERIK = 'se-199007041239';
const RETURN_TO = '/se/logga-in/nasta';

async function start(purpose: 'LOGIN' | 'STEP_UP' = 'LOGIN', client = server.client()) {
  const started = await client.callOk(api.identity.startEid, { body: { purpose, returnTo: RETURN_TO } });
  return { client, url: new URL(started.redirectUrl) };
}

/** Visits our callback as the browser would, with that browser's session cookie if any. */
function callback(url: URL, cookie?: string) {
  return fetch(url, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('havn_session='))
    ?.split(';')[0];
}

describe('eID sign-in through OpenID Connect', () => {
  it('asks with state, nonce and an S256 PKCE challenge, in the language of the page to return to', async () => {
    const { url } = await start();
    expect(url.origin + url.pathname).toBe(`${origin}/eid/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('ui_locales')).toBe('sv');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/api/auth/eid/callback`);
  });

  it('makes a prospect of a new person, prefilled from the eID, and refuses the replayed callback', async () => {
    const { url } = await start();
    const back = await walkDemoEid(url.href, ERIK);
    const first = await callback(back);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(RETURN_TO);
    const cookie = sessionCookieOf(first);
    expect(cookie).toBeTruthy();

    const me = await fetch(`${origin}/api/auth/session`, { headers: { cookie: cookie! } });
    const user = (await me.json()) as { id: string; customerStatus: string; name: string; country: string };
    expect(user).toMatchObject({ customerStatus: 'PROSPECT', name: 'Erik Johansson', country: 'se' });

    const prospect = await fetch(`${origin}/api/prospects/${user.id}`, { headers: { cookie: cookie! } });
    expect(await prospect.json()).toMatchObject({
      prospectId: user.id,
      status: 'PROSPECT',
      identity: {
        givenName: 'Erik',
        familyName: 'Johansson',
        birthDate: '1990-07-04',
        personalNumber: '••••••••1239',
        address: { city: 'Göteborg', country: 'se' },
      },
    });

    const replay = await callback(back);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'EID_FAILED' });
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it('signs the same person in again as the same user, matched on the personal number', async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { url } = await start();
      const response = await callback(await walkDemoEid(url.href, 'no-15088845678'));
      const me = await fetch(`${origin}/api/auth/session`, {
        headers: { cookie: sessionCookieOf(response)! },
      });
      sessions.push(((await me.json()) as { id: string }).id);
    }
    expect(sessions[0]).toBe(sessions[1]);
  });

  it('refuses a callback whose state is not ours', async () => {
    const { url } = await start();
    const back = await walkDemoEid(url.href, ERIK);
    back.searchParams.set('state', 'forged-state');
    const response = await callback(back);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'EID_FAILED' });
  });

  it('fails when the nonce or the PKCE verifier does not match what was sent', async () => {
    for (const tamper of [{ nonce: 'another-nonce' }, { codeVerifier: 'x'.repeat(43) }]) {
      const { url } = await start();
      const state = url.searchParams.get('state')!;
      await server.ctx.db.update(eidAttempts).set(tamper).where(eq(eidAttempts.state, state));
      const response = await callback(await walkDemoEid(url.href, ERIK));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${RETURN_TO}?eid=failed`);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('confirms a step-up for the same person only, on the session that asked', async () => {
    const { url } = await start();
    const loggedIn = await callback(await walkDemoEid(url.href, ERIK));
    const cookie = sessionCookieOf(loggedIn)!;
    const contact = { email: 'erik@example.se' };
    const headers = { cookie, 'content-type': 'application/json', origin };

    const refused = await fetch(`${origin}/api/customer/profile/contact`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(contact),
    });
    // The sign-in itself counts as a fresh confirmation for five minutes.
    expect(refused.status).toBe(200);

    const stepUp = await fetch(`${origin}/api/auth/eid/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ purpose: 'STEP_UP', returnTo: '/se/installningar/min-profil' }),
    });
    const { redirectUrl } = (await stepUp.json()) as { redirectUrl: string };
    const someoneElse = await callback(await walkDemoEid(redirectUrl, 'se-196605055511'), cookie);
    expect(someoneElse.headers.get('location')).toBe('/se/installningar/min-profil?eid=failed');

    const again = await fetch(`${origin}/api/auth/eid/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ purpose: 'STEP_UP', returnTo: '/se/installningar/min-profil' }),
    });
    const same = await callback(
      await walkDemoEid(((await again.json()) as { redirectUrl: string }).redirectUrl, ERIK),
      cookie,
    );
    expect(same.headers.get('location')).toBe('/se/installningar/min-profil?eid=confirmed');
  });
});
