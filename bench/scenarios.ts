/** What `npm run bench` measures; each later issue adds its endpoints here. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Sends the logged-in benchmark customer's cookie. */
  auth: boolean;
  body?: unknown;
}

export const scenarios: Scenario[] = [
  { name: 'health (baseline)', method: 'GET', path: '/api/health', auth: false },
  { name: 'session', method: 'GET', path: '/api/auth/session', auth: true },
  { name: 'accounts', method: 'GET', path: '/api/accounts', auth: true },
];
