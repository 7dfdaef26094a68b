import { createScratchDatabase } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { type Database, type Db, openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

/*
 * The database's lane (client.ts `Database.lane`): a connection of its own for a hot write's batches
 * (community/content/post-batches.ts), sent back to back on one session, opened again once lost.
 */
describe.skipIf(!testDatabaseUrl())('the lane, a connection of its own', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  let observer: pg.Client;

  const sessionOf = async (db: Db): Promise<number> =>
    Number(rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid);

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl()!);
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    observer = new pg.Client({ connectionString: scratch.url });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await database?.close();
    await scratch?.drop();
  });

  it('runs the statements sent together on one session, never one of the pool', async () => {
    const lane = await database.lane();
    const sessions = await Promise.all([1, 2, 3, 4, 5].map(() => sessionOf(lane)));
    expect(new Set(sessions).size).toBe(1);
    expect(await sessionOf(await database.lane())).toBe(sessions[0]);
    expect(await sessionOf(database.db)).not.toBe(sessions[0]);
  });

  it('a statement the database refuses fails alone: the next one on the lane runs', async () => {
    const lane = await database.lane();
    const [refused, next] = await Promise.allSettled([
      lane.execute(sql`select 1 / 0`),
      lane.execute(sql`select 2 as two`),
    ]);
    expect(refused.status).toBe('rejected');
    expect(next.status === 'fulfilled' && rowsOf<{ two: number }>(next.value)[0]!.two).toBe(2);
  });

  it('opens another session once its own is lost', async () => {
    const before = await sessionOf(await database.lane());
    await observer.query('select pg_terminate_backend($1)', [before]);
    // The statements out when it went fail with it; a later use runs on a new session.
    await expect
      .poll(async () => sessionOf(await database.lane()).catch(() => null), { timeout: 5000 })
      .toSatisfy((session: number | null) => session !== null && session !== before);
  });

  it('is closed with the database', async () => {
    const other = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
    const session = await sessionOf(await other.lane());
    await other.close();
    await expect(other.lane()).rejects.toThrow('closed');
    await expect
      .poll(
        async () =>
          (await observer.query('select 1 from pg_stat_activity where pid = $1', [session])).rowCount,
      )
      .toBe(0);
  });
});
