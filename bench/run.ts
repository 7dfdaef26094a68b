// `npm run bench`: the server on a real PostgreSQL with a generated data set, autocannon against
// /api/health and every scenario in the same run: req/s, p50, p99 and the ratio to /api/health.
// Uses BENCH_DATABASE_URL when given, else starts a throwaway PostgreSQL with scripts/postgres.sh.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@havn/testkit';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateDataSet } from './data-set.ts';
import { accountScenarios, type BenchRequest, scenarios, tradingScenarios } from './scenarios.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationSeconds = Number(process.argv[2] ?? 10);
const connections = 32;
/** USER_HZ of Linux's /proc (sysconf(_SC_CLK_TCK)), 100 on every mainstream build. */
const CLOCK_TICKS_PER_SECOND = 100;
const port = 3900 + Math.floor(Math.random() * 90);

let pgDir: string | undefined;
let adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  pgDir = mkdtempSync(path.join(tmpdir(), 'havn-bench-pg-'));
  adminUrl = execFileSync(
    'bash',
    [path.join(root, 'scripts/postgres.sh'), 'start', path.join(pgDir, 'data'), '54330'],
    {
      encoding: 'utf8',
    },
  ).trim();
}
const database = await createScratchDatabase(adminUrl);

// BENCH_PROFILE_DIR=dir writes the server's CPU profile there (open it in Chrome's DevTools).
const profile = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];
const server = spawn(process.execPath, [...profile, path.join(root, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    MAINTENANCE_WINDOW: 'none',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

try {
  await waitForHealth(base);
  // A health answer from another process on the port (this one failed to listen) would bench that.
  await new Promise((r) => setTimeout(r, 200));
  if (server.exitCode !== null)
    throw new Error(`bench: the server exited (${server.exitCode}); is port ${port} taken?`);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const started = Date.now();
  const data = await generateDataSet(client, {
    contentItems: Number(process.env.BENCH_CONTENT_ITEMS ?? 1_000_000),
  });
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

  const firstPage = (await (
    await fetch(`${base}/api/community/v1/contents?instrumentId=${data.busiestInstrumentId}&limit=25`, {
      headers: { cookie },
    })
  ).json()) as { nextCursor: string | null };
  const benchData = { instrumentId: data.busiestInstrumentId, cursor: firstPage.nextCursor };

  const rows: {
    name: string;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    cpuMicros: number | null;
  }[] = [];
  /** One autocannon run against the server, its result a row of the table. */
  const measure = async (name: string, options: Omit<autocannon.Options, 'connections' | 'duration'>) => {
    const cpuBefore = serverCpuMillis(server.pid);
    const result = await autocannon({ ...options, connections, duration: durationSeconds });
    const cpuAfter = serverCpuMillis(server.pid);
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
    });
  };
  // BENCH_ONLY=feed measures only the scenarios whose name holds that text (and the baseline).
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const wanted = (name: string) => !only || name.startsWith('health') || name.toLowerCase().includes(only);
  for (const scenario of scenarios.filter((s) => wanted(s.name))) {
    await measure(scenario.name, {
      url: `${base}${scenario.path(benchData)}`,
      method: scenario.method,
      headers: {
        ...(scenario.auth ? { cookie } : {}),
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
  // The account the orders traded on: its analytics fold every fill of the run.
  for (const scenario of tradedAccid ? accountScenarios.filter((s) => wanted(s.name)) : []) {
    await measure(scenario.name, { url: `${base}${scenario.path(tradedAccid!)}`, headers: { cookie } });
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
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(26),
        row.rps.toFixed(0).padStart(9),
        String(row.p50).padStart(8),
        String(row.p99).padStart(8),
        `${((row.rps / baseline) * 100).toFixed(1)}%`.padStart(10),
        String(row.errors).padStart(7),
        (row.cpuMicros === null ? '-' : row.cpuMicros.toFixed(0)).padStart(11),
      ].join(' '),
    );
  }
} finally {
  // The server may have stopped on its own (a crash): then there is no exit left to wait for.
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  } else {
    console.error(`bench: the server had stopped early (exit ${server.exitCode ?? server.signalCode})`);
  }
  await database.drop();
  if (pgDir) {
    execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', path.join(pgDir, 'data')]);
    rmSync(pgDir, { recursive: true, force: true });
  }
}

/**
 * The server process's CPU time so far (user + system, ms) from /proc, or null off Linux. Per request
 * it is the bench's steadiest figure: throughput moves with whatever else the machine runs, the CPU
 * one request costs the server much less.
 */
function serverCpuMillis(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5), counted from the state field (3) after the command name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy');
}
