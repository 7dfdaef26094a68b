import { randomBytes } from 'node:crypto';
import { api, type GroupView } from '@havn/contract';
import { contents } from '@havn/server/db/schema/contents';
import { instruments } from '@havn/server/db/schema/instruments';
import { asc, eq } from 'drizzle-orm';
import { multipartBody, type TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** A multipart request to a raw URL, for the e2e seeds that still speak HTTP. */
export async function postMultipart(client: TestClient, method: 'POST' | 'PUT', url: string, form: FormData) {
  const { payload, headers } = await multipartBody(form);
  return client.request(method, url, payload, headers);
}

/** The logged-in customer joins the community through the API, with a preset avatar. */
export async function joinCommunity(
  client: TestClient,
  username: string,
  avatarUri = 'preset:teal-1',
): Promise<string> {
  const form = new FormData();
  form.set('username', username);
  form.set('acceptedTerms', 'true');
  form.set('avatarUri', avatarUri);
  const response = await client.call(api.community.profiles.create, { form });
  if (response.statusCode !== 201) {
    throw new Error(
      `seed: ${username} could not join the community: ${response.statusCode} ${response.body}`,
    );
  }
  return response.data().profileId;
}

export interface CreateGroupFields {
  name: string;
  description?: string;
  kind?: string;
  [extra: string]: unknown;
}

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** The create-group form: the JSON part `createGroupRequest` (as a Blob, as the web sends it) and an optional logo. */
export function createGroupForm(fields: CreateGroupFields, file?: UploadFile): FormData {
  const form = new FormData();
  form.append('createGroupRequest', new Blob([JSON.stringify(fields)], { type: 'application/json' }));
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

/** Creates a group through the API and returns its view; throws unless the server answers 201. */
export async function createGroup(
  client: TestClient,
  name: string,
  description = '',
  kind: 'PUBLIC' | 'PRIVATE' = 'PUBLIC',
): Promise<GroupView> {
  const response = await client.call(api.community.groups.create, {
    form: createGroupForm({ name, description, kind }),
  });
  if (response.statusCode !== 201) {
    throw new Error(`seed: creating group ${name} failed: ${response.statusCode} ${response.body}`);
  }
  return response.data();
}

/**
 * A post by the member on the first instrument of the universe, written straight to the database: for
 * suites about what happens to content (reports, moderation) rather than how it is written.
 */
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
      urlSafe: `post-${randomBytes(3).toString('hex')}`,
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

/** Files a report and insists it was accepted; returns the report id. */
export async function report(
  client: TestClient,
  contentId: string,
  reportComment = 'This is a pump and dump scheme.',
): Promise<string> {
  const response = await client.call(api.community.moderation.reportContent, {
    params: { contentId },
    body: { reportComment, country: 'se' },
  });
  if (response.statusCode !== 201) {
    throw new Error(`seed: report failed: ${response.statusCode} ${response.body}`);
  }
  return response.data().id;
}
