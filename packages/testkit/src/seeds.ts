import { api } from '@havn/contract';
import { nameSkeleton } from '@havn/domain/community/name-skeleton';
import { profiles } from '@havn/server/db/schema/profiles';
import { users } from '@havn/server/db/schema/users';
import { becomeCustomer } from '@havn/server/identity/kyc/kyc-service';
import { catchUpSessions } from '@havn/server/platform/sessions';
import { eq } from 'drizzle-orm';
import { joinCommunity } from './community.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/**
 * Named seeds that read like stories, the one set every server test starts from:
 * `const erik = await member(server, 'Erik')`, `const mona = await moderator(server, 'mona')`.
 */
export interface CustomerSeed {
  username: string;
  password: string;
  country: string;
  name?: string;
}

export const customers = {
  astrid: { username: 'astrid', password: 'correct horse battery', country: 'se', name: 'Astrid Lindqvist' },
  ola: { username: 'ola', password: 'fjord and mountain 7', country: 'no', name: 'Ola Nordmann' },
  aino: { username: 'aino', password: 'sauna by the lake 3', country: 'fi', name: 'Aino Virtanen' },
} as const satisfies Record<string, CustomerSeed>;

/**
 * A customer: signed up through the API (a prospect, `client` logged in afterwards), then approved as
 * compliance approves one, with their country's first account (kyc-service.ts `becomeCustomer`). The
 * eID and the questionnaire have suites of their own; the stories that trade start from a customer.
 */
export async function registerCustomer(
  server: TestServer,
  who: CustomerSeed,
  client: TestClient = server.client(),
): Promise<{ id: string }> {
  const response = await client.call(api.identity.register, { body: who });
  if (response.statusCode !== 201) {
    throw new Error(`seed: registering ${who.username} failed: ${response.statusCode} ${response.body}`);
  }
  const { id } = response.data();
  const { ctx } = server;
  await ctx.db.transaction((tx) =>
    becomeCustomer(
      tx,
      { id, country: who.country },
      { nextReviewAt: null, termsVersion: null, termsAcceptedAt: null },
      ctx.clock.now(),
    ),
  );
  // Heard back before the test's next call: the session this process keeps was a prospect's.
  await catchUpSessions(ctx);
  return { id };
}

/** A logged-in customer (its own browser and IP), without a community profile. */
export interface Customer {
  client: TestClient;
  userId: string;
  /** The login name: unique per seed, so the stories of several tests share one database. */
  loginName: string;
  /** Logs in again: tests that move a pinned clock past the session's idle timeout need it. */
  login(): Promise<void>;
}

export interface Member extends Customer {
  profileId: string;
  /** The community username. */
  username: string;
}

let sequence = 0;

/** A fresh login name from a story name: `Alice Invest` becomes `aliceinvest7`. */
function uniqueLoginName(name: string): string {
  sequence += 1;
  return `${name.toLowerCase().replace(/[^a-z0-9]/g, '') || 'customer'}${sequence}`.slice(-40);
}

/** A customer registered from `country` (Sweden unless told), logged in, without a community profile. */
export async function customer(
  server: TestServer,
  name = 'customer',
  options: { country?: string } = {},
): Promise<Customer> {
  const client = server.client();
  const credentials = { username: uniqueLoginName(name), password: 'a long enough password' };
  const { id } = await registerCustomer(server, { ...credentials, country: options.country ?? 'se' }, client);
  return {
    client,
    userId: id,
    loginName: credentials.username,
    async login() {
      const again = await client.call(api.identity.login, { body: credentials });
      if (again.statusCode !== 200) throw new Error(`seed: login failed: ${again.body}`);
    },
  };
}

export interface MemberOptions {
  country?: string;
  /** DEACTIVATED: the member left the community (their profile stays, inactive). */
  status?: 'ACTIVE' | 'DEACTIVATED';
  /**
   * How the customer joins. `api` (the default) goes through the profile endpoint, with `name` as the
   * username (so a suite's names must differ) and a preset avatar. `database` writes the profile row
   * with a unique username: for suites about another feature that must not depend on the profile
   * endpoints, or that seed the same name in many tests.
   */
  join?: 'api' | 'database';
}

/** A customer who joined the community, ready to write: the story most community tests start from. */
export async function member(server: TestServer, name: string, options: MemberOptions = {}): Promise<Member> {
  const who = await customer(server, name, options);
  if (options.join === 'database') {
    const now = server.ctx.clock.now();
    const deactivated = options.status === 'DEACTIVATED';
    const [row] = await server.ctx.db
      .insert(profiles)
      .values({
        userId: who.userId,
        username: who.loginName,
        usernameSkeleton: nameSkeleton(who.loginName),
        slug: who.loginName,
        country: options.country ?? 'se',
        acceptedTermsAt: now,
        joinedAt: now,
        status: deactivated ? 'DEACTIVATED' : 'ACTIVE',
        deactivatedAt: deactivated ? now : null,
      })
      .returning({ id: profiles.id });
    return { ...who, profileId: row!.id, username: who.loginName };
  }
  const profileId = await joinCommunity(who.client, name);
  if (options.status === 'DEACTIVATED') await who.client.callOk(api.community.profiles.inactivate);
  return { ...who, profileId, username: name };
}

/** A member whose community profile is deactivated. */
export function deactivatedMember(server: TestServer, name: string): Promise<Member> {
  return member(server, name, { join: 'database', status: 'DEACTIVATED' });
}

/** A logged-in staff member with the moderator role (no community profile needed). */
export async function moderator(server: TestServer, name: string): Promise<Customer> {
  const who = await customer(server, name);
  await server.ctx.db.update(users).set({ role: 'moderator' }).where(eq(users.id, who.userId));
  // Heard back before the test's next call: the session this process keeps still has the old role.
  await catchUpSessions(server.ctx);
  return who;
}

/** A logged-in member of the support staff: answers customers from the back office. */
export async function supportStaff(server: TestServer, name: string): Promise<Customer> {
  const who = await customer(server, name);
  await server.ctx.db.update(users).set({ role: 'support' }).where(eq(users.id, who.userId));
  // Heard back before the test's next call: the session this process keeps still has the old role.
  await catchUpSessions(server.ctx);
  return who;
}

/** Sets a profile's status behind the API's back, as a moderator's tool or a data fix would. */
export async function setProfileStatus(
  server: TestServer,
  profileId: string,
  status: 'ACTIVE' | 'DEACTIVATED',
): Promise<void> {
  await server.ctx.db.update(profiles).set({ status }).where(eq(profiles.id, profileId));
  // Heard back before the test's next call, as the server's own writes are.
  await catchUpSessions(server.ctx);
}
