/** What the data set gives scenarios to aim at. */
export interface BenchData {
  instrumentId: number;
  cursor: string | null;
}

/** What `npm run bench` measures; each later issue adds its endpoints here. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: (data: BenchData) => string;
  /** Sends the logged-in benchmark customer's cookie. */
  auth: boolean;
  body?: unknown;
}

export const scenarios: Scenario[] = [
  { name: 'health (baseline)', method: 'GET', path: () => '/api/health', auth: false },
  { name: 'session', method: 'GET', path: () => '/api/auth/session', auth: true },
  { name: 'accounts', method: 'GET', path: () => '/api/accounts', auth: true },
  {
    name: 'feed page 1 (member)',
    method: 'GET',
    path: (d) => `/api/community/v1/contents?instrumentId=${d.instrumentId}&limit=25&childLimit=6`,
    auth: true,
  },
  {
    name: 'feed page 1 (visitor)',
    method: 'GET',
    path: (d) => `/api/community/v1/contents?instrumentId=${d.instrumentId}&limit=25&childLimit=6`,
    auth: false,
  },
  {
    name: 'feed page 2 (cursor)',
    method: 'GET',
    path: (d) =>
      `/api/community/v1/contents?instrumentId=${d.instrumentId}&limit=25&cursor=${d.cursor ?? ''}`,
    auth: true,
  },
];
