import type { BenchMember } from './members.ts';
/** What the data set gives scenarios to aim at. */
export interface BenchData {
  instrumentId: number;
  cursor: string | null;
  /** The busiest thread on the first page: the most comments. */
  threadId: string;
}

/** What `npm run bench` measures; each later issue adds its endpoints here. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: (data: BenchData) => string;
  /** Sends the logged-in benchmark customer's cookie. */
  auth: boolean;
  /** As the engaged member instead: one who follows authors on the page and likes some of its posts. */
  engaged?: boolean;
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
    // A member whose own state shows on the page: the items it changes are rendered for them.
    name: 'feed page 1 (engaged member)',
    method: 'GET',
    path: (d) => `/api/community/v1/contents?instrumentId=${d.instrumentId}&limit=25&childLimit=6`,
    auth: true,
    engaged: true,
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
  {
    // A post's comments page: the whole thread around one item.
    name: 'thread (member)',
    method: 'GET',
    path: (d) => `/api/community/v1/contents/${d.threadId}/thread`,
    auth: true,
  },
  {
    // Instrument search of the market pages: name, symbol and ISIN, with a filter.
    name: 'instrument search',
    method: 'GET',
    path: () => '/api/instrument-search/v1/list?query=volvo&limit=20&apply_filters=is_tradable=true',
    auth: false,
  },
  {
    // The search box: instruments (wildcard), members and groups in one answer.
    name: 'search box (wildcard)',
    method: 'GET',
    path: () => '/api/search/v1?q=vol*&limit=5',
    auth: true,
  },
];

/** What `prepare` finds for the trading scenarios: the benchmark customer's funded account. */
export interface TradingBenchData {
  accid: string;
  instrumentId: number;
}

/** The part of an autocannon request a `setupRequest` changes. */
export interface BenchRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * Scenarios that need more than one fixed request: each order needs a fresh Idempotency-Key (a
 * repeated key only replays the first order), and an account with money.
 * run.ts runs them after `scenarios`: `prepare` once, then autocannon with one request whose
 * `setupRequest` adds the header.
 */
export interface TradingScenario {
  name: string;
  method: 'POST';
  tradingPath: (data: TradingBenchData) => string;
  body: (data: TradingBenchData) => unknown;
  /** Once, logged in as the benchmark customer: fund the account and find what to trade. */
  prepare(base: string, cookie: string): Promise<TradingBenchData>;
  /** Per request: a fresh Idempotency-Key. */
  setupRequest(request: BenchRequest): BenchRequest;
}

async function fundedAccount(base: string, cookie: string, deposits: number): Promise<string> {
  const accounts = (await (await fetch(`${base}/api/accounts`, { headers: { cookie } })).json()) as {
    accid: string;
    currency: string;
  }[];
  const account = accounts[0];
  if (!account) throw new Error('bench: the benchmark customer has no account');
  // The largest deposit one request may bring, as often as the run needs.
  for (let i = 0; i < deposits; i += 1) {
    const response = await fetch(`${base}/api/accounts/${account.accid}/deposits`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ amount: '1000000.00', currency: account.currency }),
    });
    if (response.status !== 201)
      throw new Error(`bench: deposit failed: ${response.status} ${await response.text()}`);
  }
  return account.accid;
}

/** A share the market trades (Volvo), for the order scenarios. */
export async function tradableInstrument(base: string): Promise<number> {
  const search = (await (
    await fetch(`${base}/api/instrument-search/v1/list?query=volvo&limit=1&apply_filters=is_tradable=true`)
  ).json()) as { results: { instrument_info: { instrument_id: number } }[] };
  const instrumentId = search.results[0]?.instrument_info.instrument_id;
  if (!instrumentId) throw new Error('bench: no tradable instrument found');
  return instrumentId;
}

export const tradingScenarios: TradingScenario[] = [
  {
    // The whole path of a market order: pre-trade checks, the account lock, the reservation, the fill
    // with its ledger entries and audit record, in two transactions.
    name: 'place market order',
    method: 'POST',
    tradingPath: (d) => `/api/accounts/${d.accid}/orders`,
    body: (d) => ({ instrumentId: d.instrumentId, side: 'BUY', orderType: 'MARKET', volume: 1 }),
    async prepare(base, cookie) {
      // 15 deposits of a million: far more than any run spends, within the 20 a member may make a day.
      const accid = await fundedAccount(base, cookie, 15);
      return { accid, instrumentId: await tradableInstrument(base) };
    },
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
    }),
  },
];

/**
 * Reads of the benchmark customer's account, run after the order scenarios traded on it, so its
 * ledger then holds every fill of the run: the analytics fold all of it, priced day by day.
 */
export const accountScenarios: { name: string; path: (accid: string) => string }[] = [
  { name: 'portfolio performance 1Y', path: (accid) => `/api/accounts/${accid}/performance?range=1Y` },
  { name: 'portfolio report', path: (accid) => `/api/accounts/${accid}/report` },
  { name: 'currencies', path: (accid) => `/api/accounts/${accid}/currencies` },
];

/** A write the bench's funded customers make in turn, each with a fresh Idempotency-Key. */
export interface WriteScenario {
  name: string;
  /**
   * How many of the customers take turns. Orders keep to the 1,000 accounts; posts spread over
   * more, since a member may post 60 times an hour (ABUSE_LIMITS) and a fast run makes over 60,000
   * posts in ten seconds: with 1,000 members its later requests were cheap 429s, counted as posts.
   */
  members: number;
  path: (who: BenchMember) => string;
  body: (who: BenchMember) => unknown;
}

export function writeScenarios(
  members: readonly BenchMember[],
  ids: { traded: number; discussed: number },
): WriteScenario[] {
  if (members.length === 0) return [];
  return [
    {
      name: 'place order, 1,000 accounts',
      members: 1000,
      path: (who) => `/api/accounts/${who.accid}/orders`,
      body: () => ({ instrumentId: ids.traded, side: 'BUY', orderType: 'MARKET', volume: 1 }),
    },
    {
      name: 'post create, 5,000 members',
      members: 5000,
      path: () => '/api/community/v1/contents',
      body: () => ({
        type: 'POST',
        message: 'Bench post: margins, dividends and the outlook for next year.',
        attributes: [{ type: 'INSTRUMENT_ID', value: String(ids.discussed) }],
      }),
    },
  ];
}
