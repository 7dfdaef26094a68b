import { randomBytes } from 'node:crypto';
import { api, endpointPath } from '@havn/contract';
import { registerCustomer, type TestClient, type TestServer } from '@havn/testkit';
import { asc, eq } from 'drizzle-orm';
import { contents } from '../../db/schema/contents.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Seeds for the moderation tests that read like stories: "erik, a member, posts; sara reports it;
 * mona, a moderator, removes it". Profiles and content rows go straight into the database because the
 * profile and content endpoints are another feature's.
 */

export interface Customer {
  client: TestClient;
  userId: string;
}

export interface Member extends Customer {
  profileId: string;
  username: string;
}

/** A fresh login name each time, so the stories of several tests share one database. */
function uniqueName(name: string): string {
  return `${name}-${randomBytes(3).toString('hex')}`;
}

/** A logged-in customer without a community profile. */
export async function customer(server: TestServer, name: string): Promise<Customer> {
  const client = server.client();
  const { id } = await registerCustomer(client, {
    username: uniqueName(name),
    password: 'a long enough passphrase',
    country: 'se',
  });
  return { client, userId: id };
}

/** A logged-in customer with a community profile, ACTIVE unless told otherwise. */
export async function member(
  server: TestServer,
  name: string,
  options: { status?: 'ACTIVE' | 'DEACTIVATED' } = {},
): Promise<Member> {
  const who = await customer(server, name);
  const username = uniqueName(name);
  const now = server.ctx.clock.now();
  const [profile] = await server.ctx.db
    .insert(profiles)
    .values({
      userId: who.userId,
      username,
      slug: username.toLowerCase(),
      country: 'se',
      acceptedTermsAt: now,
      joinedAt: now,
      status: options.status ?? 'ACTIVE',
      deactivatedAt: options.status === 'DEACTIVATED' ? now : null,
    })
    .returning();
  return { ...who, profileId: profile!.id, username };
}

/** A logged-in staff member with the moderator role (no community profile needed). */
export async function moderator(server: TestServer, name: string): Promise<Customer> {
  const who = await customer(server, name);
  await server.ctx.db.update(users).set({ role: 'moderator' }).where(eq(users.id, who.userId));
  return who;
}

export async function setProfileStatus(
  server: TestServer,
  profileId: string,
  status: 'ACTIVE' | 'DEACTIVATED',
): Promise<void> {
  await server.ctx.db.update(profiles).set({ status }).where(eq(profiles.id, profileId));
}

/** A post by the member on the first instrument of the universe. */
export async function postBy(
  server: TestServer,
  author: { profileId: string },
  message = 'Volvo looks cheap after the report, I am buying more.',
  options: { type?: 'POST' | 'TRADE'; status?: 'LIVE' | 'EDITED' | 'DELETED' } = {},
): Promise<string> {
  const [instrument] = await server.ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .orderBy(asc(instruments.id))
    .limit(1);
  const now = server.ctx.clock.now();
  const [row] = await server.ctx.db
    .insert(contents)
    .values({
      type: options.type ?? 'POST',
      profileId: author.profileId,
      message: options.type === 'TRADE' ? '' : message,
      status: options.status ?? 'LIVE',
      instrumentId: instrument!.id,
      urlSafe: uniqueName('post'),
      createdAt: now,
      postedAt: now,
      updatedAt: now,
    })
    .returning({ id: contents.id });
  return row!.id;
}

/** The content row as stored, whatever the views show. */
export async function storedContent(
  server: TestServer,
  contentId: string,
): Promise<{ status: string; message: string } | undefined> {
  const [row] = await server.ctx.db
    .select({ status: contents.status, message: contents.message })
    .from(contents)
    .where(eq(contents.id, contentId));
  return row;
}

const { moderation } = api.community;

/** The endpoints' paths, from the contract. */
export const paths = {
  report: (contentId: string) => endpointPath(moderation.reportContent.path, { contentId }),
  myReports: (query = '') => `${moderation.myReports.path}${query}`,
  queue: (query = '') => `${moderation.reviewQueue.path}${query}`,
  resolve: (reportId: string) => endpointPath(moderation.resolveReport.path, { reportId }),
  actions: (contentId: string) => `${moderation.moderationActions.path}?contentId=${contentId}`,
};

/** Files a report and insists it was accepted; returns the report id. */
export async function report(
  client: TestClient,
  contentId: string,
  reportComment = 'This is a pump and dump scheme.',
): Promise<string> {
  const response = await client.post(paths.report(contentId), { reportComment, country: 'se' });
  if (response.statusCode !== 201) {
    throw new Error(`seed: report failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { id: string }).id;
}
