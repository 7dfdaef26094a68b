import { randomBytes } from 'node:crypto';
import { buildApp } from '@havn/server/app';
import { runDueJobs } from '@havn/server/background-jobs';
import { type Clock, systemClock } from '@havn/server/clock';
import { type Config, testConfig, testDatabaseUrl } from '@havn/server/config';
import type { AppContext } from '@havn/server/context';
import { createContext } from '@havn/server/start';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { TestClient } from './test-client.ts';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** A client with its own cookie jar, like one browser. */
  client(): TestClient;
  /** Runs every background job that is due now (a fill's trade event, say), as a runner would. */
  runJobs(): Promise<void>;
  /** Log records at warn and above, when started with `captureLogs`. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  clock?: Clock;
  config?: Partial<Config>;
  captureLogs?: boolean;
  /** Sees every SQL statement the app sends: tests count them to prove a read has no N+1. */
  onQuery?: (sql: string) => void;
}

/**
 * The whole app on a fresh, migrated database: PGlite in memory by default, or a new database on the
 * real PostgreSQL named by HAVN_TEST_DATABASE_URL (CI), dropped again on close.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const realPostgres = testDatabaseUrl();
  // A second server given the first one's databaseUrl shares its database (two processes, one PostgreSQL).
  const database =
    realPostgres && !options.config?.databaseUrl ? await createScratchDatabase(realPostgres) : undefined;
  const config = testConfig({ ...(database ? { databaseUrl: database.url } : {}), ...options.config });
  const logs: Record<string, unknown>[] = [];
  const log = options.captureLogs
    ? pino(
        { level: 'warn' },
        { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
      )
    : undefined;
  const ctx = await createContext(config, options.clock ?? systemClock, log, options.onQuery);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    client: () => new TestClient(app),
    runJobs: () => runDueJobs(ctx),
    logs,
    async close() {
      await app.close();
      await ctx.translator.close?.();
      await ctx.bus.close();
      await ctx.sessionCache.close();
      await ctx.database.close();
      await database?.drop();
    },
  };
}

/** Two servers on one database, as two processes of one deployment: what one writes, the other shows. */
export interface TwoServers {
  first: TestServer;
  second: TestServer;
  /** Closes the second, then the first (whose database it is). */
  close(): Promise<void>;
}

/**
 * Two servers on one real PostgreSQL (HAVN_TEST_DATABASE_URL): the second is given the first's scratch
 * database. PGlite lives in one process, so a suite of two servers runs only on PostgreSQL
 * (`describe.skipIf(!testDatabaseUrl())`).
 */
export async function startTwoServers(options: Omit<TestServerOptions, 'config'> = {}): Promise<TwoServers> {
  const first = await startTestServer(options);
  try {
    const second = await startTestServer({
      ...options,
      config: { databaseUrl: first.ctx.config.databaseUrl },
    });
    return {
      first,
      second,
      async close() {
        await second.close();
        await first.close();
      },
    };
  } catch (error) {
    await first.close();
    throw error;
  }
}

export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `havn_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
