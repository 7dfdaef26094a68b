import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@havn/contract';
import { dataOf, openStream } from '@havn/testkit';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainFile], {
    // No nightly window: a run at 03:05 Stockholm time must not meet the demo's.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', MAINTENANCE_WINDOW: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Polls /api/health until the spawned server answers (start-up migrates a fresh PGlite first). */
async function waitUntilServing(base: string): Promise<boolean> {
  for (let i = 0; i < 600; i += 1) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('start-up', () => {
  it('refuses a malformed DATABASE_URL with one line and exit 1', async () => {
    const proc = run({ DATABASE_URL: 'mysql://root@localhost/havn' });
    expect(await proc.exited).toBe(1);
    const lines = proc.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^havn: Invalid DATABASE_URL .*postgres:\/\//);
  });

  it('says which database it cannot reach, without the password, and exits 1', async () => {
    const port = await freePort();
    const proc = run({ DATABASE_URL: `postgres://havn:secret@127.0.0.1:${port}/havn` });
    expect(await proc.exited).toBe(1);
    const { stderr } = proc.output();
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`Cannot connect to PostgreSQL at postgres://havn:***@127.0.0.1:${port}/havn`);
    expect(stderr).not.toContain('secret');
  });

  it('serves on PGlite with the demo seeded, and finishes a request in flight on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'havn-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const proc = run({ PORT: String(port), DATA_DIR: dataDir, SCRYPT_LOG_N: '10', WEB_DIST: dataDir });
    const base = `http://127.0.0.1:${port}`;
    let healthy = false;
    // Migrations and the whole demo seed on PGlite: seconds on a quiet machine, much longer on a busy CI one.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !healthy) {
      healthy = await fetch(`${base}${api.platform.health.path}`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy).toBe(true);
    const login = await fetch(`${base}${api.identity.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'astrid', password: 'havn-demo-2026' }),
    });
    expect(login.status).toBe(200);

    // A request whose body is still arriving when SIGTERM lands is finished, not cut.
    const body = JSON.stringify({ username: 'astrid', password: 'havn-demo-2026' });
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    socket.write(
      `POST ${api.identity.login.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    proc.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await proc.exited).toBe(0);
  }, 180_000);
});

// Each spawns a server on a fresh PGlite: start-up (migrations) takes seconds, tens of them on a busy
// machine. The grace is long enough that the readiness probe lands inside the notice (half of it).
describe('shutdown', () => {
  const graceMs = 4000;

  async function serve(extra: Record<string, string> = {}) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'havn-drain-'));
    dirs.push(dataDir);
    const port = await freePort();
    const proc = run({
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      SEED_DEMO: 'false',
      SHUTDOWN_GRACE_MS: String(graceMs),
      ...extra,
    });
    const base = `http://127.0.0.1:${port}`;
    expect(await waitUntilServing(base)).toBe(true);
    return { proc, base, port };
  }

  it('on SIGTERM turns readiness 503 at once, sends streams elsewhere, and exits by the deadline', async () => {
    const metricsPort = await freePort();
    const { proc, base, port } = await serve({ METRICS_PORT: String(metricsPort) });
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    const opened = await openStream(base, { topics: ['instrument:1001'] });
    expect(opened.status, opened.body).toBe(200);
    const stream = opened.reader!;
    await stream.next((f) => f.event === 'ready');

    // A request that never finishes arriving: its handler cannot run, so only the deadline ends it.
    const slow = connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.on('error', () => {});
    slow.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100\r\n\r\n{"username":',
    );
    await new Promise((r) => setTimeout(r, 200));

    const signalled = performance.now();
    proc.child.kill('SIGTERM');
    // The signal reaches the process's event loop in its own time (a busy loop delays it): readiness
    // turns 503 as soon as it is handled, so ask until it has been, for at most half a second.
    const readiness = () =>
      fetch(`${base}/api/ready`).catch((error: unknown) => {
        throw new Error(`readiness unreachable after SIGTERM: ${error}; ${JSON.stringify(proc.output())}`);
      });
    let ready = await readiness();
    while (ready.status === 200 && performance.now() - signalled < 500) {
      await new Promise((r) => setTimeout(r, 20));
      ready = await readiness();
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    const reconnect = await stream.next((f) => f.event === 'reconnect');
    expect(dataOf(reconnect)).toMatchObject({ reason: 'SERVER_DRAINING' });
    await stream.waitForEnd();

    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
    expect(scraped).toMatch(/^havn_draining 1$/m);

    expect(await proc.exited, JSON.stringify(proc.output())).toBe(0);
    const tookMs = performance.now() - signalled;
    // The grace for the stuck request, then the cut and the close: well inside the hard deadline.
    expect(tookMs).toBeGreaterThanOrEqual(graceMs - 100);
    expect(tookMs).toBeLessThan(graceMs + 2000);
    slow.destroy();
  }, 120_000);

  it('exits within a second or two when idle', async () => {
    const { proc, base } = await serve();
    // A keep-alive connection left idle by the client must not hold the close.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const signalled = performance.now();
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(2000);
  }, 120_000);
});
