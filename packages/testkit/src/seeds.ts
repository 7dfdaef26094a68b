import type { TestClient } from './test-client.ts';

/** Named seeds that read like stories: `await registerCustomer(client, 'astrid')`. */
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

/** Registers a customer through the API; the client is logged in afterwards. */
export async function registerCustomer(client: TestClient, who: CustomerSeed): Promise<{ id: string }> {
  const response = await client.post('/api/auth/register', who);
  if (response.statusCode !== 201) {
    throw new Error(`seed: registering ${who.username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { id: string };
}
