import { createServer } from 'node:net';
import { api } from '@havn/contract';
import { ACCOUNT_TERMS_VERSION } from '@havn/domain/broker/index';
import {
  complianceOfficer,
  plainKycAnswers,
  signedInWithDemoEid,
  startTestServer,
  type TestClient,
  type TestServer,
  walkDemoEid,
} from '@havn/testkit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { eidAttempts } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';

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

// The first account opens when KYC approves the prospect: its terms are accepted with the answers and
// signed by the eID sign-in the prospect arrived with.
describe("the first account's terms, accepted with the KYC answers", () => {
  async function firstAccountOf(userId: string) {
    return server.ctx.db
      .select({ type: accounts.accountType, version: accounts.termsVersion, at: accounts.termsAcceptedAt })
      .from(accounts)
      .where(eq(accounts.userId, userId));
  }
  async function userIdOf(client: TestClient) {
    return (await client.callOk(api.identity.session)).id;
  }

  it('shows the account to come and refuses the answers without its terms', async () => {
    const client = await signedInWithDemoEid(server, 'se-198503122384');
    expect((await client.callOk(api.identity.myKyc)).firstAccount).toEqual({
      accountType: 'ISK',
      termsVersion: ACCOUNT_TERMS_VERSION,
    });
    const without = await client.call(api.identity.answerKyc, { body: plainKycAnswers('se') });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    const stale = await client.call(api.identity.answerKyc, {
      body: { ...plainKycAnswers('se'), acceptTerms: true, termsVersion: '2020-01-01' },
    });
    expect(stale.json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    expect(await firstAccountOf(await userIdOf(client))).toEqual([]);
  });

  it('opens the first account with the terms and the time they were accepted', async () => {
    const client = await signedInWithDemoEid(server, 'no-01017012345');
    const result = await client.callOk(api.identity.answerKyc, {
      body: { ...plainKycAnswers('no'), acceptTerms: true, termsVersion: ACCOUNT_TERMS_VERSION },
    });
    expect(result.status).toBe('APPROVED');
    const [account] = await firstAccountOf(await userIdOf(client));
    expect(account).toMatchObject({ type: 'ASK', version: ACCOUNT_TERMS_VERSION });
    expect(account?.at).toBeInstanceOf(Date);
    expect((await client.callOk(api.identity.myKyc)).firstAccount).toBeNull();
  });

  it('keeps the terms through a compliance review and opens the account with them on approval', async () => {
    const client = await signedInWithDemoEid(server, 'dk-1203851234');
    const review = await client.callOk(api.identity.answerKyc, {
      body: {
        ...plainKycAnswers('dk'),
        pep: { isPep: true, role: 'MEMBER_OF_PARLIAMENT', relation: 'SELF' },
        acceptTerms: true,
        termsVersion: ACCOUNT_TERMS_VERSION,
      },
    });
    expect(review.status).toBe('IN_REVIEW');
    const userId = await userIdOf(client);
    expect(await firstAccountOf(userId)).toEqual([]);
    const officer = await complianceOfficer(server, 'Terms Officer');
    await officer.client.callOk(api.identity.decideReview, {
      params: { userId },
      body: { decision: 'APPROVE', note: 'Known public role, plain funds.' },
    });
    expect(await firstAccountOf(userId)).toMatchObject([{ version: ACCOUNT_TERMS_VERSION }]);
  });

  it('asks a session that never signed in with eID to confirm with it first', async () => {
    const client = await signedInWithDemoEid(server, 'se-197801019876');
    const userId = await userIdOf(client);
    // As a password sign-in of the same person would leave it: no eID on this session.
    await server.ctx.db.update(users).set({ customerStatus: 'PROSPECT' }).where(eq(users.id, userId));
    await server.ctx.db.execute(sql`update sessions set eid_verified_at = null where user_id = ${userId}`);
    const unsigned = await client.call(api.identity.answerKyc, {
      body: { ...plainKycAnswers('se'), acceptTerms: true, termsVersion: ACCOUNT_TERMS_VERSION },
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
  });
});
