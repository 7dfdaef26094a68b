import { createScratchDatabase } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { type Database, type Db, openDatabase } from './client.ts';
import { commitsWith, PipelinedClient } from './pipelined-client.ts';
import { rowsOf } from './rows.ts';

/*
 * The pool's pipelined connections (pipelined-client.ts): a transaction's BEGIN rides with its first
 * statement and, when marked, its COMMIT with its last, and every failure still rolls back. One
 * connection in the pool, so each transaction reuses the connection the one before left. And the
 * database's lane (client.ts `Database.lane`): a pipelined connection of its own for a hot write's
 * batches (community/content/post-batches.ts), sent back to back on one session, opened again once lost.
 */
describe.skipIf(!testDatabaseUrl())('transactions on pipelined connections', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  let observer: pg.Client;

  const ids = async (): Promise<number[]> =>
    (await observer.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id);
  const insert = (db: Database['db'], id: number) => db.execute(sql`insert into t (id) values (${id})`);
  /** The database's (or our client's) message for a failed transaction, under Drizzle's wrapping. */
  const failure = async (transaction: Promise<unknown>): Promise<string> => {
    const error = await transaction.then(
      () => new Error('the transaction succeeded'),
      (e: unknown) => e as Error,
    );
    return ((error.cause as Error | undefined) ?? error).message;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl()!);
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
    await database.db.execute(sql`create table t (id int primary key)`);
    observer = new pg.Client({ connectionString: scratch.url });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await database?.close();
    await scratch?.drop();
  });

  it('commits with the statement marked last: another connection sees it as the statement answers', async () => {
    let seen: number[] = [];
    await database.db.transaction(async (tx) => {
      await insert(tx, 1);
      expect(commitsWith(tx)).toBe(true);
      await insert(tx, 2);
      seen = await ids();
    });
    expect(seen).toEqual([1, 2]);
    expect(await ids()).toEqual([1, 2]);
  });

  it('commits nothing when the statement marked last fails, and the connection serves the next', async () => {
    const failed = database.db.transaction(async (tx) => {
      await insert(tx, 3);
      commitsWith(tx);
      await insert(tx, 1);
    });
    expect(await failure(failed)).toMatch(/duplicate key/);
    expect(await ids()).toEqual([1, 2]);
    await database.db.transaction((tx) => insert(tx, 3));
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('commits nothing when the statement marked last cannot even be sent', async () => {
    const unbindable = {
      toPostgres() {
        throw new Error('will not bind');
      },
    };
    const failed = database.db.transaction(async (tx) => {
      await insert(tx, 8);
      commitsWith(tx);
      await tx.execute(sql`insert into t (id) values (${unbindable})`);
    });
    expect(await failure(failed)).toMatch(/will not bind/);
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('refuses a statement after the one that committed', async () => {
    const after = database.db.transaction(async (tx) => {
      commitsWith(tx);
      await insert(tx, 4);
      await insert(tx, 5);
    });
    expect(await failure(after)).toMatch(/after the one that committed/);
    expect(await ids()).toEqual([1, 2, 3, 4]);
  });

  it('rolls back a transaction whose first statement fails, and runs one with no statement', async () => {
    const zero = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 / 0`);
    });
    expect(await failure(zero)).toMatch(/division by zero/);
    await database.db.transaction(async (tx) => {
      commitsWith(tx); // marked, but no statement follows: it commits as usual
    });
    await database.db.transaction(async () => {});
    const inside = await database.db.transaction(async (tx) => {
      await insert(tx, 6);
      return rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from t`))[0]!.n;
    });
    expect(inside).toBe(5);
    expect(await ids()).toEqual([1, 2, 3, 4, 6]);
  });

  it('rolls back on an error thrown between statements, BEGIN having ridden with the first', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, 7);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await ids()).toEqual([1, 2, 3, 4, 6]);
  });

  it('sends a BEGIN it cannot vouch for on its own, so its failure stops the transaction first', async () => {
    const client = new PipelinedClient({ connectionString: scratch.url });
    await client.connect();
    try {
      await expect(client.query('begin isolation level nonsense')).rejects.toThrow(/syntax error/);
      await client.query('begin read only');
      await client.query('rollback'); // nothing ran since BEGIN: nothing to end
      await client.query('begin isolation level serializable read write not deferrable');
      await client.query('insert into t (id) values (99)');
      await client.query('rollback');
      expect((await client.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await client.end();
    }
    expect(await ids()).toEqual([1, 2, 3, 4, 6]);
  });

  describe('the lane, a connection of its own', () => {
    const sessionOf = async (db: Db): Promise<number> =>
      Number(rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid);

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
});
