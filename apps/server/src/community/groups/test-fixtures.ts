import { api, type GroupView } from '@havn/contract';
import { type CustomerSeed, registerCustomer, type TestClient, type TestServer } from '@havn/testkit';
import { eq, like } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

/**
 * Seeds for the groups tests. Members get their profile row straight in the database, so these tests
 * do not depend on the profile endpoints (written alongside).
 */

export interface Member {
  client: TestClient;
  userId: string;
  profileId: string;
  username: string;
}

let sequence = 0;

/** A fresh customer with a unique login name, logged in, without a community profile. */
export async function customerWithoutProfile(
  server: TestServer,
  name = 'guest',
): Promise<{ client: TestClient; userId: string; username: string }> {
  sequence += 1;
  const seed: CustomerSeed = {
    username: `${name}${sequence}`.slice(0, 40),
    password: 'long enough password 1',
    country: 'se',
  };
  // Every injected request comes from one IP, and registrations are limited per IP and hour; these
  // suites register more customers than that, so the seed starts each registration with a fresh count.
  await server.ctx.db.delete(rateLimits).where(like(rateLimits.key, 'register:ip:%'));
  const client = server.client();
  const { id } = await registerCustomer(client, seed);
  return { client, userId: id, username: seed.username };
}

/** A logged-in customer with an active community profile. */
export async function member(server: TestServer, name: string): Promise<Member> {
  const customer = await customerWithoutProfile(server, name);
  const now = server.ctx.clock.now();
  const [row] = await server.ctx.db
    .insert(profiles)
    .values({
      userId: customer.userId,
      username: customer.username,
      slug: customer.username.toLowerCase(),
      country: 'se',
      acceptedTermsAt: now,
      joinedAt: now,
    })
    .returning({ id: profiles.id });
  return { ...customer, profileId: row!.id };
}

/** A member whose community profile is deactivated. */
export async function deactivatedMember(server: TestServer, name: string): Promise<Member> {
  const m = await member(server, name);
  await server.ctx.db
    .update(profiles)
    .set({ status: 'DEACTIVATED', deactivatedAt: server.ctx.clock.now() })
    .where(eq(profiles.id, m.profileId));
  return m;
}

/** A multipart body as a browser sends it: bytes plus the content-type with its boundary. */
export async function multipart(form: FormData): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export interface CreateGroupFields {
  name: string;
  description?: string;
  kind?: string;
  [extra: string]: unknown;
}

/** The create-group form: the JSON part `createGroupRequest` (as a Blob, as the web sends it) and an optional logo. */
export function createGroupForm(
  fields: CreateGroupFields,
  file?: { bytes: Uint8Array; name: string; type: string },
): FormData {
  const form = new FormData();
  form.append('createGroupRequest', new Blob([JSON.stringify(fields)], { type: 'application/json' }));
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

export async function postCreateGroup(
  client: TestClient,
  fields: CreateGroupFields,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const { body, headers } = await multipart(createGroupForm(fields, file));
  return client.call(api.community.groups.create, { body, headers });
}

/** Creates a group through the API and returns its view; throws unless the server answers 201. */
export async function createGroupAs(
  client: TestClient,
  name: string,
  description = '',
  kind: 'PUBLIC' | 'PRIVATE' = 'PUBLIC',
): Promise<GroupView> {
  const response = await postCreateGroup(client, { name, description, kind });
  if (response.statusCode !== 201) {
    throw new Error(`seed: creating group ${name} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as GroupView;
}
