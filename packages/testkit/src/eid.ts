import { api, type KycResult } from '@havn/contract';
import type { KycAnswers } from '@havn/domain';
import { ACCOUNT_TERMS_VERSION } from '@havn/domain/broker/index';
import { eidIdentities } from '@havn/server/db/schema/onboarding';
import { sessions } from '@havn/server/db/schema/sessions';
import { users } from '@havn/server/db/schema/users';
import { hashToken, markSessionEidVerified, sessionCookieName } from '@havn/server/platform/sessions';
import { eq } from 'drizzle-orm';
import { type Customer, customer } from './seeds.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** Answers that are approved at once for someone living and taxed in `country`. */
export function plainKycAnswers(country = 'se'): KycAnswers {
  return {
    citizenships: [country],
    taxResidencies: [{ country }],
    usPerson: false,
    pep: { isPep: false },
    occupation: 'EMPLOYED',
    annualIncome: 'FROM_25K_TO_50K',
    sourceOfFunds: ['SALARY'],
    purposes: ['LONG_TERM_SAVING'],
    expectedYearlyDeposits: 'FROM_10K_TO_50K',
  };
}

let personalNumbers = 0;

/**
 * A customer whose identity an eID proved, without the browser dance (for suites about something
 * else): registered, with the eID identity row written as the callback would, not yet through KYC.
 * `birthDate` makes minors; `kyc: 'approved'` answers the plain questionnaire.
 */
export async function identifiedCustomer(
  server: TestServer,
  name: string,
  options: { country?: string; birthDate?: string; kyc?: 'approved' } = {},
): Promise<Customer> {
  const country = options.country ?? 'se';
  const who = await customer(server, name, { country });
  personalNumbers += 1;
  await server.ctx.db.insert(eidIdentities).values({
    userId: who.userId,
    country,
    personalNumber: `TEST${String(personalNumbers).padStart(8, '0')}${Math.random().toString(36).slice(2, 6)}`,
    method: 'BANKID_SE',
    givenName: name,
    familyName: 'Test',
    birthDate: options.birthDate ?? '1980-01-01',
    address: null,
    verifiedAt: server.ctx.clock.now(),
  });
  // A prospect, as the eID callback leaves a new person.
  await server.ctx.db.update(users).set({ customerStatus: 'PROSPECT' }).where(eq(users.id, who.userId));
  if (options.kyc === 'approved') await answerKyc(who, plainKycAnswers(country));
  return who;
}

let provenNumbers = 0;

/**
 * Gives `who` an eID-proven Swedish personal number, the first of a run of test numbers that `fits`
 * (say, whether the simulated credit bureau holds a payment remark against it: one in sixteen does),
 * so a credit decision turns on the rule a test is about. Returns the number.
 */
export async function provenPersonalNumber(
  server: TestServer,
  who: Pick<Customer, 'userId'>,
  fits: (personalNumber: string) => boolean = () => true,
): Promise<string> {
  let personalNumber = '';
  do {
    provenNumbers += 1;
    personalNumber = String(196501010000 + provenNumbers);
  } while (!fits(personalNumber));
  await server.ctx.db.insert(eidIdentities).values({
    userId: who.userId,
    country: 'se',
    personalNumber,
    method: 'BANKID_SE',
    givenName: 'Test',
    familyName: 'Test',
    birthDate: '1965-01-01',
    address: null,
    verifiedAt: server.ctx.clock.now(),
  });
  return personalNumber;
}

export async function answerKyc(who: Customer, answers: KycAnswers): Promise<KycResult> {
  return who.client.callOk(api.identity.answerKyc, { body: answers });
}

/** A logged-in compliance officer (the role a staff tool would grant). */
export async function complianceOfficer(server: TestServer, name: string): Promise<Customer> {
  const who = await customer(server, name);
  await server.ctx.db.update(users).set({ role: 'compliance' }).where(eq(users.id, who.userId));
  return who;
}

/** A browser's cookie jar for plain fetch: enough for the provider's interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Walks the embedded demo eID over real HTTP as a browser would: opens the authorization URL,
 * chooses `identityId` on the test eID page and confirms, and follows the provider's redirects until
 * it sends the browser to our callback. Returns that callback URL, not yet visited.
 */
export async function walkDemoEid(authorizationUrl: string, identityId: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let method: 'GET' | 'POST' = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(method === 'POST'
          ? { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' }
          : {}),
      },
      ...(body ? { body } : {}),
    });
    jar.store(response);
    method = 'GET';
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.pathname === '/api/auth/eid/callback') return next;
      url = next;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200 || !html.includes(`value="${identityId}"`)) {
      throw new Error(`demo eID: unexpected ${response.status} at ${url.pathname}: ${html.slice(0, 300)}`);
    }
    method = 'POST';
    body = new URLSearchParams({ identity: identityId, action: 'confirm' }).toString();
  }
  throw new Error('demo eID: too many redirects');
}

/** Every session's eID confirmation goes stale, as it does five minutes after: the next change steps up. */
export async function expireEidConfirmations(server: TestServer): Promise<void> {
  await server.ctx.db.update(sessions).set({ eidVerifiedAt: null });
}

/**
 * The client's session confirms with eID now, as a step-up's callback would mark it (for suites about
 * something else; the step-up itself is walked over HTTP in the eID suite and in Chromium).
 */
export async function confirmEidNow(server: TestServer, client?: TestClient): Promise<void> {
  if (!client) {
    // Every session at once, for suites that hold no client of their own at hand.
    await server.ctx.db.update(sessions).set({ eidVerifiedAt: server.ctx.clock.now() });
    return;
  }
  const token = client.cookies.get(sessionCookieName(server.ctx));
  if (!token) throw new Error('seed: the client has no session to confirm');
  await markSessionEidVerified(server.ctx, hashToken(token));
}

/**
 * Signs `identityId` in through the embedded demo eID over real HTTP (the server listening on its
 * public origin) and answers a client holding that session: a new person's prospect, or the known
 * customer. `kyc: 'approved'` then answers the plain questionnaire, which makes the prospect a customer.
 */
export async function signedInWithDemoEid(
  server: TestServer,
  identityId: string,
  options: { kyc?: 'approved' } = {},
): Promise<TestClient> {
  const client = server.client();
  const { redirectUrl } = await client.callOk(api.identity.startEid, {
    body: { purpose: 'LOGIN', returnTo: '/' },
  });
  const callback = await fetch(await walkDemoEid(redirectUrl, identityId), { redirect: 'manual' });
  const name = sessionCookieName(server.ctx);
  const line = callback.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`seed: the eID callback set no session (${callback.status})`);
  client.cookies.set(name, line.slice(name.length + 1).split(';')[0]!);
  if (options.kyc === 'approved') {
    const country = identityId.slice(0, 2);
    await client.callOk(api.identity.answerKyc, {
      body: { ...plainKycAnswers(country), acceptTerms: true, termsVersion: ACCOUNT_TERMS_VERSION },
    });
  }
  return client;
}
