import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@havn/contract';
import { member, startTestServer, type TestServer } from '@havn/testkit';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { instruments } from '../../db/schema/instruments.ts';
import { startLibreTranslateSidecar } from './libretranslate-sidecar.ts';

/*
 * LIBRETRANSLATE_COMMAND: the app starts a LibreTranslate beside itself. These tests give it a real
 * program, the testkit's fake LibreTranslate (node, on loopback, answering /languages and
 * /translate after a pretend model load), and watch the app start it, use it, restart it when it is
 * killed, and stop it when the app stops.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const fakeCli = path.resolve(here, '../../../../../packages/testkit/src/fake-libretranslate-cli.ts');
const mainFile = path.resolve(here, '../../main.ts');
const dirs: string[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A command line that starts the fake on a free port and says where its process id is. */
async function fakeCommand(loadMs = 300) {
  const dir = mkdtempSync(path.join(tmpdir(), 'havn-lt-'));
  dirs.push(dir);
  const port = await freePort();
  const pidFile = path.join(dir, 'pid');
  return {
    command: `"${process.execPath}" "${fakeCli}" --port ${port} --pid-file "${pidFile}" --load-ms ${loadMs}`,
    url: `http://127.0.0.1:${port}`,
    pid: () => Number(readFileSync(pidFile, 'utf8')),
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('a LibreTranslate started beside the app', () => {
  it('translates through the real API, comes back when killed, and stops with the app', async () => {
    const fake = await fakeCommand();
    const server = await startTestServer({
      config: {
        translation: { provider: 'libretranslate', url: fake.url, apiKey: undefined, command: fake.command },
      },
    });
    servers.push(server);
    const sidecar = server.ctx.translator.sidecar!;
    expect((await server.client().callOk(api.community.translation.status)).available).toBe(true);
    await sidecar.whenReady();

    const [first] = await server.ctx.db.select({ id: instruments.id }).from(instruments).limit(1);
    const writer = await member(server, 'Sidecar Skribent');
    const reader = await member(server, 'Sidecar Reader', { country: 'gb' });
    const translationOf = async (text: string) => {
      const created = await writer.client.callOk(api.community.content.create, {
        body: {
          type: 'POST',
          message: text,
          attributes: [{ type: 'INSTRUMENT_ID', value: String(first!.id) }],
        },
      });
      const page = await reader.client.callOk(api.community.content.feed, {
        query: { instrumentId: first!.id, language: 'en' },
      });
      return page.threads.find((thread) => thread.id === created.id)?.translation;
    };
    const before = 'Jag tror att utdelningen höjs nästa år eftersom kassaflödet är starkt.';
    expect(await translationOf(before)).toEqual({ message: `[en] ${before}`, originalLanguage: 'sv' });

    // It dies as a crash would: the app sees it go and starts it again.
    const firstPid = fake.pid();
    process.kill(firstPid, 'SIGKILL');
    expect(await until(() => !sidecar.isReady())).toBe(true);
    await sidecar.whenReady();
    const secondPid = fake.pid();
    expect(secondPid).not.toBe(firstPid);
    const after = 'Jag köpte fler aktier i fredags eftersom jag tror att vinsten kommer att öka.';
    expect(await translationOf(after)).toEqual({ message: `[en] ${after}`, originalLanguage: 'sv' });

    await server.close();
    servers.splice(servers.indexOf(server), 1);
    expect(await until(() => !alive(secondPid))).toBe(true);
  }, 60_000);

  it('restarts a command that keeps dying with growing pauses, and kills one that never answers', async () => {
    const lines: { msg: string; restartInMs?: number }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const port = await freePort();
    const dying = startLibreTranslateSidecar({
      command: 'exit 3',
      url: `http://127.0.0.1:${port}`,
      log,
      timing: { restartDelayMs: 20, maxRestartDelayMs: 80 },
    });
    expect(
      await until(() => lines.filter((l) => l.msg.startsWith('LibreTranslate stopped')).length >= 4),
    ).toBe(true);
    await dying.stop();
    const pauses = lines.filter((l) => l.restartInMs !== undefined).map((l) => l.restartInMs);
    expect(pauses.slice(0, 4)).toEqual([20, 40, 80, 80]);

    lines.length = 0;
    const hung = startLibreTranslateSidecar({
      command: 'sleep 30',
      url: `http://127.0.0.1:${port}`,
      log,
      timing: { readyTimeoutMs: 300, pollMs: 50, restartDelayMs: 20 },
    });
    const hungPid = hung.pid!;
    expect(await until(() => lines.some((l) => l.msg.includes('did not answer in time')))).toBe(true);
    expect(await until(() => hung.pid !== undefined && hung.pid !== hungPid)).toBe(true);
    expect(alive(hungPid)).toBe(false);
    const lastPid = hung.pid!;
    await hung.stop();
    expect(await until(() => !alive(lastPid))).toBe(true);
  }, 30_000);
});

describe('npm start with LIBRETRANSLATE_COMMAND', () => {
  it('starts it, says translation is on, and stops it on SIGTERM', async () => {
    const fake = await fakeCommand();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'havn-lt-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, [mainFile], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        LIBRETRANSLATE_COMMAND: fake.command,
        LIBRETRANSLATE_URL: fake.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    const status = () =>
      fetch(`${base}${api.community.translation.status.path}`).then(
        (r) => (r.ok ? (r.json() as Promise<{ available: boolean }>) : null),
        () => null,
      );
    expect(await until(async () => (await status()) !== null, 60_000), output).toBe(true);
    expect(await status()).toEqual({ available: true });
    expect(await until(() => output.includes('LibreTranslate is ready'), 20_000), output).toBe(true);
    const translatorPid = fake.pid();
    expect(alive(translatorPid)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(await until(() => !alive(translatorPid))).toBe(true);
    expect(output).toContain('LibreTranslate stopped with the app');
  }, 120_000);
});
