import type { TestClient } from './test-client.ts';

/** A multipart/form-data body as `app.inject` wants it: the bytes and their content type. */
export async function multipartBody(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

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
  const response = await postMultipart(client, 'POST', '/api/community/v1/profiles', form);
  if (response.statusCode !== 201) {
    throw new Error(
      `seed: ${username} could not join the community: ${response.statusCode} ${response.body}`,
    );
  }
  return (response.json() as { profileId: string }).profileId;
}

export interface Member {
  client: TestClient;
  profileId: string;
  /** Logs in again: tests that move a pinned clock past the session's idle timeout need it. */
  login(): Promise<void>;
}

let members = 0;

/** A customer registered and joined, ready to write: the story most community tests start from. */
export async function member(newClient: () => TestClient, username: string, country = 'se'): Promise<Member> {
  const client = newClient();
  members += 1;
  const credentials = {
    username: `${username.toLowerCase().replace(/[^a-z0-9]/g, '') || 'member'}${members}`,
    password: 'a long enough password',
  };
  const response = await client.post('/api/auth/register', { ...credentials, country });
  if (response.statusCode !== 201) throw new Error(`seed: register failed: ${response.body}`);
  return {
    client,
    profileId: await joinCommunity(client, username),
    async login() {
      const again = await client.post('/api/auth/login', credentials);
      if (again.statusCode !== 200) throw new Error(`seed: login failed: ${again.body}`);
    },
  };
}
