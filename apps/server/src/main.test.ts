import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@havn/contract';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
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
    for (let i = 0; i < 200 && !healthy; i += 1) {
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
  });
});
