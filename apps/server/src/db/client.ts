import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { redactUrl } from '../config.ts';
import { PipelinedClient, pipelinedReleased } from './pipelined-client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share Drizzle's PostgreSQL core: repos are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * LISTENs on `channel` in a session of its own (a pooled connection would lose it): `onNotify` gets
   * each payload, `onLost` is called once if the session drops (PostgreSQL only; PGlite lives in this
   * process). Resolves once listening; the returned function stops and releases the session.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /**
   * A handle on a connection of its own, for a hot write of single statements whose batches follow each
   * other (community/content/post-batches.ts): a statement sent while others are out goes behind them on
   * the wire and PostgreSQL runs them back to back, with no round trip's wait between and no second
   * session contending for the same pages. Never for a transaction (another caller's statement would
   * land inside it). Opened on first use, and again after its connection is lost (the statements out on
   * it fail with it, as on a pooled connection); closed with the database. PGlite is one connection in
   * this process: its lane is `db`.
   */
  lane(): Promise<Db>;
  close(): Promise<void>;
  /** The connections held, for metrics: a pg pool's counts; PGlite is one connection in this process. */
  poolStats(): PoolStats;
}

export interface PoolStats {
  /** Connections open. */
  total: number;
  /** Open and unused (pg only). */
  idle?: number;
  /** Queries waiting for a connection because all are busy (pg only). */
  waiting?: number;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any lock id will do as long as every process uses the same one. */
const MIGRATION_LOCK_ID = 4_812_202_611;

export class DatabaseConnectError extends Error {}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Called with every SQL statement the app sends (tests count queries to catch N+1). */
  onQuery?: ((sql: string) => void) | undefined;
  /** PGlite files; null for an in-memory database. Ignored with a databaseUrl. */
  dataDir?: string | null;
  poolSize?: number;
  /**
   * PostgreSQL only: false makes each statement wait for the answer to the one before, BEGIN and COMMIT
   * included (node-postgres' default), instead of the pipelined connections (pipelined-client.ts);
   * for the bench's comparison.
   */
  pipelined?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery!(query) } : undefined;
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, logger, options.pipelined ?? true);
  }
  return openPglite(options.dataDir ?? null, logger);
}

type QueryLogger = { logQuery(query: string): void } | undefined;

async function openPglite(dataDir: string | null, logger: QueryLogger): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm } });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    // PGlite's own LISTEN/NOTIFY: like PostgreSQL, it delivers a notification only when its transaction commits.
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    lane: async () => db,
    close: () => client.close(),
    poolStats: () => ({ total: 1 }),
  };
}

async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  logger: QueryLogger,
  pipelined: boolean,
): Promise<Database> {
  // Pipelined connections: a transaction's BEGIN and its last statement's COMMIT ride with a statement.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    ...(pipelined ? { Client: PipelinedClient } : {}),
  });
  pool.on('release', (_error, client) => pipelinedReleased(client));
  // An idle pooled connection can fail (PostgreSQL restarts): the pool drops it and opens a new one on
  // the next query. Unheard, the error event would crash the process.
  pool.on('error', (error) => console.error(`havn: idle database connection lost: ${error.message}`));
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseConnectError(`Cannot connect to PostgreSQL at ${redactUrl(databaseUrl)}: ${reason}`);
  }
  const db = drizzleNodePg({ client: pool, schema, ...(logger ? { logger } : {}) });
  const lane = laneOf(databaseUrl, logger);
  return {
    db: db as unknown as Db,
    driver: 'pg',
    async migrate() {
      // Two processes starting together must not both run the same migration.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    listen: (channel, onNotify, onLost) => listenPostgres(databaseUrl, channel, onNotify, onLost),
    lane: () => lane.db(),
    async close() {
      await lane.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * A connection held outside the pool (a LISTEN session, the lane): keepalive probes notice a silently
 * dead peer in seconds, not the kernel's default two hours.
 */
function ownConnection(databaseUrl: string): pg.ClientConfig {
  return { connectionString: databaseUrl, keepAlive: true, keepAliveInitialDelayMillis: 10_000 };
}

/** `Database.lane` on PostgreSQL: one pipelined connection outside the pool, opened again once lost. */
function laneOf(databaseUrl: string, logger: QueryLogger) {
  let current: Promise<{ client: pg.Client; db: Db }> | null = null;
  let closed = false;
  const open = async () => {
    const client = new PipelinedClient(ownConnection(databaseUrl));
    const opened = {
      client,
      db: drizzleNodePg({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db,
    };
    // A lost connection fails the statements out on it (their callers see the error) and the next use
    // opens another; unheard, the error event would end the process.
    const lost = () => {
      if (current === opening) current = null;
      client.end().catch(() => {});
    };
    client.on('error', lost);
    client.on('end', lost);
    const opening = client.connect().then(() => opened);
    current = opening;
    opening.catch(() => {
      if (current === opening) current = null;
    });
    return opening;
  };
  return {
    db: async (): Promise<Db> => {
      if (closed) throw new Error('the database is closed');
      return (await (current ?? open())).db;
    },
    async close() {
      closed = true;
      const running = current;
      current = null;
      const opened = await running?.catch(() => null);
      await opened?.client.end().catch(() => {});
    },
  };
}

async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client(ownConnection(databaseUrl));
  let done = false;
  const lost = (error: Error) => {
    if (done) return;
    done = true;
    client.end().catch(() => {});
    onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('the LISTEN connection ended')));
  client.on('notification', (message) => {
    if (!done && message.channel === channel && message.payload !== undefined) onNotify(message.payload);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    done = true;
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    done = true;
    await client.end().catch(() => {});
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
