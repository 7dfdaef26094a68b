// The server a bench measures: one process on a real PostgreSQL (BENCH_DATABASE_URL, else a throwaway
// one from scripts/postgres.sh) with a scratch database, stopped and dropped afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@havn/testkit';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** USER_HZ of Linux's /proc (sysconf(_SC_CLK_TCK)), 100 on every mainstream build. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface BenchServer {
  base: string;
  pid: number | undefined;
  databaseUrl: string;
  /** The server's CPU time so far (user + system, ms) from /proc, or null off Linux. */
  cpuMillis(): number | null;
  /** The server's resident memory (KB) from /proc, or null off Linux. */
  rssKb(): number | null;
  stop(): Promise<void>;
}

/**
 * A scratch database on BENCH_DATABASE_URL's PostgreSQL, else on a throwaway one from
 * scripts/postgres.sh; `drop` removes it (and stops the throwaway server).
 */
export async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  let pgDir: string | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    pgDir = mkdtempSync(path.join(tmpdir(), 'havn-bench-pg-'));
    adminUrl = execFileSync(
      'bash',
      [path.join(root, 'scripts/postgres.sh'), 'start', path.join(pgDir, 'data'), '54330'],
      { encoding: 'utf8' },
    ).trim();
  }
  const database = await createScratchDatabase(adminUrl);
  return {
    url: database.url,
    async drop() {
      // BENCH_KEEP=1 (with BENCH_DATABASE_URL) leaves the data set for EXPLAIN ANALYZE after the run.
      if (process.env.BENCH_KEEP && !pgDir) {
        console.log(`bench: kept the database ${database.url}`);
        return;
      }
      await database.drop();
      if (pgDir) {
        execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', path.join(pgDir, 'data')]);
        rmSync(pgDir, { recursive: true, force: true });
      }
    },
  };
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const database = await benchDatabase();
  const port = 3900 + Math.floor(Math.random() * 90);
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
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // The server may have stopped on its own (a crash): then there is no exit left to wait for.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    } else {
      console.error(`bench: the server had stopped early (exit ${server.exitCode ?? server.signalCode})`);
    }
    await database.drop();
  };
  try {
    await waitForHealth(base);
    // A health answer from another process on the port (this one failed to listen) would bench that.
    await new Promise((r) => setTimeout(r, 200));
    if (server.exitCode !== null)
      throw new Error(`bench: the server exited (${server.exitCode}); is port ${port} taken?`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    pid: server.pid,
    databaseUrl: database.url,
    cpuMillis: () => procStat(server.pid),
    rssKb: () => procRss(server.pid),
    stop,
  };
}

/** The bench-only yardstick for writes (insert-server.ts) on the same database, its own process. */
export async function startInsertServer(
  databaseUrl: string,
): Promise<{ base: string; stop(): Promise<void> }> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const child = spawn(process.execPath, [path.join(root, 'bench/insert-server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${base}/insert`, { method: 'POST', body: '{}' }).then(
      (r) => r.status === 201,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('bench: the insert server did not answer');
}

/**
 * The CPU time (ms) of a process from /proc/<pid>/stat. Per request it is the bench's steadiest figure:
 * throughput moves with whatever else the machine runs, the CPU one request costs much less.
 */
function procStat(pid: number | undefined): number | null {
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

/**
 * The CPU time (ms) the whole machine has spent busy, all cores, from /proc/stat: per request, what
 * one costs the server, PostgreSQL and the load generator together (on a machine running nothing
 * else), which is what bounds throughput when they share the cores. Null off Linux.
 */
export function machineCpuMillis(): number | null {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = (cpu ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const busy = ticks.reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + value), 0);
    return (busy * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function procRss(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) : null;
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
