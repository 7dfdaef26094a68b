// `npm run bench`: the server on a real PostgreSQL with a generated data set, autocannon against
// /api/health and every scenario in the same run: req/s, p50, p99 and the ratio to /api/health.
// Uses BENCH_DATABASE_URL when given, else starts a throwaway PostgreSQL with scripts/postgres.sh.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { api, endpointPath, type InstrumentView } from '@havn/contract';
import { build } from '@havn/routes';
import autocannon from 'autocannon';
import pg from 'pg';
import { machineCpuMillis, root, startBenchServer, startInsertServer } from './bench-server.ts';
import { generateDataSet } from './data-set.ts';
import { benchMembers } from './members.ts';
import { measurePages } from './pages.ts';
import {
  accountScenarios,
  type BenchRequest,
  scenarios,
  tradableInstrument,
  tradingScenarios,
  writeScenarios,
} from './scenarios.ts';

const durationSeconds = Number(process.argv[2] ?? 10);
const connections = 32;

// The bench's people send X-Forwarded-For, one address each, so per-address caps see many people.
const server = await startBenchServer({ TRUST_PROXY: 'true' });
const { base } = server;

try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const started = Date.now();
  const data = await generateDataSet(client, {
    contentItems: Number(process.env.BENCH_CONTENT_ITEMS ?? 1_000_000),
  });
  // The bench server runs over http, so its session cookie has the plain name (checked at login below).
  const cookieName = 'havn_session';
  const members = await benchMembers(client, 5000, cookieName);
  await client.end();
  console.log(
    `data set: ${data.customers} customers with an account and a profile, ${data.contentItems} content items (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const password = data.password;

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-customer-1', password }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith(`${cookieName}=`)) throw new Error(`bench: unexpected session cookie ${cookie}`);

  const firstPage = (await (
    await fetch(`${base}/api/community/v1/contents?instrumentId=${data.busiestInstrumentId}&limit=25`, {
      headers: { cookie },
    })
  ).json()) as {
    nextCursor: string | null;
    threads: { id: string; type: string; totalChildCount: number; profile: { id: string } }[];
  };
  const busiest = [...firstPage.threads].sort((a, b) => b.totalChildCount - a.totalChildCount)[0];
  if (!busiest) throw new Error('bench: the busiest feed has no threads');
  const engagedCookie = await engagedMember(base, password, cookieName, firstPage.threads);
  const benchData = {
    instrumentId: data.busiestInstrumentId,
    cursor: firstPage.nextCursor,
    threadId: busiest.id,
  };

  const rows: {
    name: string;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    cpuMicros: number | null;
    machineMicros: number | null;
  }[] = [];
  /** One autocannon run against the server, its result a row of the table. */
  const measure = async (name: string, options: Omit<autocannon.Options, 'connections' | 'duration'>) => {
    const cpuBefore = server.cpuMillis();
    const machineBefore = machineCpuMillis();
    const result = await autocannon({ ...options, connections, duration: durationSeconds });
    const cpuAfter = server.cpuMillis();
    const machineAfter = machineCpuMillis();
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      cpuMicros:
        cpuBefore === null || cpuAfter === null || result.requests.total === 0
          ? null
          : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
      machineMicros:
        machineBefore === null || machineAfter === null || result.requests.total === 0
          ? null
          : ((machineAfter - machineBefore) * 1000) / result.requests.total,
    });
  };
  // The baseline is measured first: a few seconds of it unmeasured before, so it does not pay for
  // what the data set's load leaves the server and PostgreSQL doing (statistics, caches, startup jobs).
  await autocannon({ url: `${base}/api/health`, connections, duration: 3 });
  // BENCH_ONLY=feed measures only the scenarios whose name holds that text (and the baseline).
  // Several terms, comma-separated, pick the union (the account reads need "market order" to trade first).
  const only = process.env.BENCH_ONLY?.toLowerCase().split(',');
  const wanted = (name: string) =>
    !only || name.startsWith('health') || only.some((term) => name.toLowerCase().includes(term.trim()));
  for (const scenario of scenarios.filter((s) => wanted(s.name))) {
    await measure(scenario.name, {
      url: `${base}${scenario.path(benchData)}`,
      method: scenario.method,
      headers: {
        ...(scenario.auth ? { cookie: scenario.engaged ? engagedCookie : cookie } : {}),
        ...(scenario.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
    });
  }
  // Order placement: each scenario funds the benchmark customer's account through the deposit API
  // first, then sends every order with a fresh Idempotency-Key (a repeated key replays the first).
  let tradedAccid: string | null = null;
  for (const scenario of tradingScenarios.filter((s) => wanted(s.name))) {
    const data = await scenario.prepare(base, cookie);
    tradedAccid = data.accid;
    await measure(scenario.name, {
      url: base,
      headers: { cookie, 'content-type': 'application/json' },
      requests: [
        {
          method: scenario.method,
          path: scenario.tradingPath(data),
          body: JSON.stringify(scenario.body(data)),
          setupRequest: (request) => scenario.setupRequest(request as BenchRequest) as typeof request,
        },
      ],
    });
  }
  // The account the orders traded on: its analytics fold every fill of the run. One read first keeps
  // its past days, as the nightly portfolio.daily-values job would have: the runs measure reads.
  for (const scenario of tradedAccid ? accountScenarios.filter((s) => wanted(s.name)) : []) {
    await fetch(`${base}${scenario.path(tradedAccid!)}`, { headers: { cookie } });
  }
  for (const scenario of tradedAccid ? accountScenarios.filter((s) => wanted(s.name)) : []) {
    await measure(scenario.name, { url: `${base}${scenario.path(tradedAccid!)}`, headers: { cookie } });
  }
  // Writes spread over funded customers (orders over 1,000 accounts, a lock per account, so one account
  // would measure its lock), beside the yardstick: one row inserted in one transaction, on the same database.
  const writes = writeScenarios(members, {
    traded: await tradableInstrument(base),
    discussed: benchData.instrumentId,
  }).filter((w) => wanted(w.name));
  if (writes.length > 0) {
    // Each customer's session read once first, as any of their requests a minute before would have:
    // the runs measure a process that knows its callers (a session is kept a minute and its last-seen
    // time written once a minute), not 1,000 first requests inside ten seconds.
    for (let i = 0; i < members.length; i += connections) {
      await Promise.all(
        members.slice(i, i + connections).map(async (who) => {
          const response = await fetch(`${base}/api/auth/session`, {
            headers: { cookie: who.cookie, 'x-forwarded-for': who.ip },
          });
          if (!response.ok) throw new Error(`bench: a customer's session answered ${response.status}`);
        }),
      );
    }
    // The yardstick is measured on both sides of the writes, and each write's ratio is to the mean of
    // the two: the host's speed drifts over a run (README, issue 17), and a ratio to one side alone
    // swings with it. Its server warms up unmeasured first, as the product's did before its baseline.
    const yardstick = await startInsertServer(server.databaseUrl);
    const insertOptions = {
      url: `${yardstick.base}/insert`,
      method: 'POST' as const,
      body: '{"bench":true}',
    };
    const measureYardstick = (side: string) => measure(`insert one row (yardstick, ${side})`, insertOptions);
    try {
      await autocannon({ ...insertOptions, connections, duration: 2 });
      await measureYardstick('before');
    } catch (error) {
      await yardstick.stop();
      throw error;
    }
    for (const write of writes) {
      let next = 0;
      await measure(write.name, {
        url: base,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const who = members[next++ % Math.min(write.members, members.length)]!;
              return {
                ...request,
                path: write.path(who),
                headers: {
                  cookie: who.cookie,
                  'content-type': 'application/json',
                  'x-forwarded-for': who.ip,
                  'idempotency-key': crypto.randomUUID(),
                },
                body: JSON.stringify(write.body(who)),
              };
            },
          },
        ],
      });
    }
    try {
      await measureYardstick('after');
    } finally {
      await yardstick.stop();
    }
  }
  const baseline = rows[0]?.rps ?? 1;
  console.log(`\n${connections} connections, ${durationSeconds} s each, PostgreSQL, one server process\n`);
  console.log(
    [
      'scenario'.padEnd(26),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'vs health'.padStart(10),
      'errors'.padStart(7),
      'cpu µs/req'.padStart(11),
      'machine µs'.padStart(11),
    ].join(' '),
  );
  const insertRows = rows.filter((r) => r.name.startsWith('insert one row'));
  const insertRps = insertRows.reduce((sum, r) => sum + r.rps, 0) / Math.max(insertRows.length, 1);
  for (const row of rows) {
    if (insertRows.length > 0 && writes.some((w) => w.name === row.name))
      row.name = `${row.name} ${(row.rps / insertRps).toFixed(2)}×ins`;
    console.log(
      [
        row.name.padEnd(26),
        row.rps.toFixed(0).padStart(9),
        String(row.p50).padStart(8),
        String(row.p99).padStart(8),
        `${((row.rps / baseline) * 100).toFixed(1)}%`.padStart(10),
        String(row.errors).padStart(7),
        (row.cpuMicros === null ? '-' : row.cpuMicros.toFixed(0)).padStart(11),
        (row.machineMicros === null ? '-' : row.machineMicros.toFixed(0)).padStart(11),
      ].join(' '),
    );
  }
  await printPageFigures(base, data.busiestInstrumentId);
} finally {
  await server.stop();
}

/**
 * A second customer whose own state shows on the busy feed's first page: they follow the authors of
 * its first three threads and like the next two. Returns their session cookie.
 */
async function engagedMember(
  base: string,
  password: string,
  cookieName: string,
  threads: { id: string; type: string; profile: { id: string } }[],
): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-customer-2', password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!login.ok || !cookie.startsWith(`${cookieName}=`))
    throw new Error('bench: the engaged member cannot log in');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`bench: ${method} ${path}: ${response.status} ${await response.text()}`);
  };
  for (const thread of threads.slice(0, 3)) {
    await call('POST', `/api/community/v1/profiles/${thread.profile.id}/follow`);
  }
  for (const thread of threads.slice(3, 5)) {
    await call('POST', '/api/community/v1/reactions', {
      itemId: thread.id,
      itemType: thread.type === 'POLL' ? 'POLL' : 'COMMENT',
      reactionType: 'LIKE',
    });
  }
  return cookie;
}

/**
 * Three public pages in Chromium, as a visitor on a phone first sees them: the bytes over the wire
 * (JavaScript apart) and the LCP. Needs the built web app (`npm run build`) and Debian's Chromium.
 */
async function printPageFigures(base: string, instrumentId: number): Promise<void> {
  if (process.env.BENCH_PAGES === 'off') return;
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('\npages: the web app is not built (npm run build), so no browser figures');
    return;
  }
  const instrument = (await (
    await fetch(`${base}${endpointPath(api.marketData.instrument.path, { instrumentId })}`)
  ).json()) as InstrumentView;
  const figures = await measurePages(base, [
    { name: 'home', path: build('home', {}, 'se') },
    {
      name: 'instrument page',
      path: build(
        'instrument',
        { instrumentId: String(instrument.id), instrumentName: instrument.slug },
        'se',
      ),
    },
    { name: 'community discover', path: build('discover-overview', {}, 'se') },
  ]);
  if (!figures) {
    console.log('\npages: no Chromium at /usr/bin/chromium (CHROMIUM_PATH), so no browser figures');
    return;
  }
  console.log(
    '\npages in Chromium (390 px, nothing cached, compressed as sent; "JS to use": asked for before the h1 showed)\n',
  );
  console.log(
    [
      'page'.padEnd(26),
      'JS to use'.padStart(10),
      'JS KB'.padStart(9),
      'total KB'.padStart(9),
      'LCP ms'.padStart(8),
    ].join(' '),
  );
  for (const row of figures) {
    console.log(
      [
        row.name.padEnd(26),
        row.interactiveScriptKb.toFixed(0).padStart(10),
        row.scriptKb.toFixed(0).padStart(9),
        row.totalKb.toFixed(0).padStart(9),
        (row.lcpMs === null ? '-' : row.lcpMs.toFixed(0)).padStart(8),
      ].join(' '),
    );
  }
}
