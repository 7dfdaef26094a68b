import pg from 'pg';
import type { Db } from './client.ts';

/*
 * A transaction costs its statements' round trips plus two: BEGIN and COMMIT each wait for the
 * server's answer before anything else is sent. On a hot write (an order batch: lock, write) those
 * two are half the round trips, and each is a wake-up of the server's process and ours. The pool's
 * connections are pipelined (node-postgres `pipeline`: a query is written at once, not after the
 * previous one's answer), and two statements ride behind the one before:
 *
 * - BEGIN (Drizzle's, which cannot fail: `BEGIN` below) is answered at once here and written with the
 *   transaction's first statement, in one write (the socket corked); that statement answers only once
 *   BEGIN has. A transaction with no statement sends nothing. PostgreSQL takes a transaction's
 *   snapshot at its first statement, not at BEGIN, so BEGIN written later changes nothing it sees.
 * - A statement marked by `commitsWith` has COMMIT written right behind it: it answers once both
 *   have, with its error or COMMIT's. PostgreSQL ends an aborted transaction's COMMIT as a ROLLBACK,
 *   so a statement that fails commits nothing. The transaction is over on the server either way, so
 *   Drizzle's own COMMIT or ROLLBACK after it is answered here, and any other statement on it is
 *   refused (it would run outside the transaction).
 *
 * Each query still has its own Sync, so every statement's error is its own, as without the pipeline.
 */

/**
 * A BEGIN that cannot fail: Drizzle's, with a valid isolation level, access mode and deferrable mode.
 * Only these ride with the next statement. Each query on the wire has its own Sync, so a BEGIN that
 * failed would not stop the statement behind it, which would run and commit on its own: any other
 * BEGIN is sent as it is and answered first.
 */
const BEGIN =
  /^\s*begin(\s+isolation\s+level\s+(serializable|repeatable\s+read|read\s+committed|read\s+uncommitted))?(\s+read\s+(only|write))?(\s+(not\s+)?deferrable)?\s*$/i;
const END = /^\s*(commit|rollback)\s*$/i;

type QueryConfig = { text?: string; name?: string } | string;
type Query = (config: QueryConfig, values?: unknown, callback?: unknown) => unknown;

interface Pipelined {
  /** BEGIN as asked (its text), not yet written: it goes with the next statement. */
  begin: QueryConfig | null;
  /** The next statement has COMMIT written behind it. */
  commitNext: boolean;
  /** The transaction ended with a statement's COMMIT: Drizzle's COMMIT or ROLLBACK is answered here. */
  ended: boolean;
}

const pipelinedState = new WeakMap<object, Pipelined>();

function textOf(config: QueryConfig): string | undefined {
  return typeof config === 'string' ? config : config.text;
}

function answered(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, rows: [], fields: [] };
}

/** For pg.Pool's `Client` option: a pipelined client whose BEGIN and last statement's COMMIT ride along. */
export class PipelinedClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, pipeline: true });
    ridesAlong(this);
  }
}

function ridesAlong(client: pg.Client): void {
  const state: Pipelined = { begin: null, commitNext: false, ended: false };
  pipelinedState.set(client, state);
  const send = client.query.bind(client) as Query;
  // The socket held while BEGIN, a statement and its COMMIT are written, so they leave in one write
  // (node-postgres corks each query's messages alone; a cork is counted, so these nest).
  const together = <T>(write: () => T): T => {
    const stream = (
      client as unknown as {
        connection?: { stream?: NodeJS.WritableStream & { cork?(): void; uncork?(): void } };
      }
    ).connection?.stream;
    stream?.cork?.();
    try {
      return write();
    } finally {
      stream?.uncork?.();
    }
  };
  const query: Query = (config, values, callback) => {
    // Callback-style and custom queries (none in the app's transactions) go as they are.
    if (
      callback !== undefined ||
      typeof values === 'function' ||
      (typeof config !== 'string' && 'submit' in config)
    ) {
      return send(config, values, callback);
    }
    const text = textOf(config) ?? '';
    if (state.ended) {
      if (END.test(text)) {
        state.ended = false;
        return Promise.resolve(answered(text.trim().toUpperCase()));
      }
      state.ended = false;
      return Promise.reject(new Error('a statement after the one that committed its transaction'));
    }
    if (state.begin === null && BEGIN.test(text) && !hasValues(values)) {
      state.begin = config;
      return Promise.resolve(answered('BEGIN'));
    }
    const begin = state.begin;
    state.begin = null;
    if (END.test(text)) {
      // A transaction marked to commit with a statement that never came ends as asked.
      state.commitNext = false;
      // Nothing ran since BEGIN, which was never written: there is nothing to end.
      if (begin !== null) return Promise.resolve(answered(text.trim().toUpperCase()));
      return send(config, values);
    }
    const { before, result } = together(() => {
      const written: { before: Promise<unknown> | null; result: Promise<pg.QueryResult> } = {
        before: begin === null ? null : (send(begin) as Promise<unknown>),
        result: Promise.resolve(answered('')),
      };
      written.before?.catch(() => {}); // the statement answers with it
      if (state.commitNext) {
        state.commitNext = false;
        const committing = sendCommitting(send, config, values);
        state.ended = committing.commitSent;
        written.result = committing.result;
      } else {
        written.result = send(config, values) as Promise<pg.QueryResult>;
      }
      return written;
    });
    if (!before) return result;
    return before.then(
      () => result,
      (error: unknown) => {
        result.catch(() => {});
        throw error;
      },
    );
  };
  client.query = query as typeof client.query;
}

/**
 * The statement with COMMIT written right behind it, answering once both have, with its error or
 * COMMIT's. A statement the driver could not send (its values would not bind) fails at once, before
 * COMMIT is written: the transaction then ends with Drizzle's ROLLBACK, as any other failure.
 */
function sendCommitting(
  send: Query,
  config: QueryConfig,
  values: unknown,
): { result: Promise<pg.QueryResult>; commitSent: boolean } {
  let refusedAtOnce = false;
  const statement = new Promise<pg.QueryResult>((resolve, reject) => {
    send(config, values, (error: Error | null, rows: pg.QueryResult) => {
      if (error) {
        refusedAtOnce = true;
        reject(error);
      } else resolve(rows);
    });
  });
  if (refusedAtOnce) return { result: statement, commitSent: false };
  const commit = send('commit') as Promise<pg.QueryResult>;
  const settled = () =>
    commit.then(
      () => undefined,
      () => undefined,
    );
  return {
    result: statement.then(
      (rows) => commit.then(() => rows),
      (error: unknown) => settled().then(() => Promise.reject(error)),
    ),
    commitSent: true,
  };
}

/** A client back in the pool (pg.Pool's 'release') starts afresh, whatever its last transaction left. */
export function pipelinedReleased(client: object): void {
  const state = pipelinedState.get(client);
  if (state) Object.assign(state, { begin: null, commitNext: false, ended: false });
}

function hasValues(values: unknown): boolean {
  return Array.isArray(values) && values.length > 0;
}

/**
 * Marks the transaction `tx` so its next statement commits it (COMMIT written right behind it, on a
 * pipelined connection; see above). Nothing may run on `tx` after that statement: a JavaScript error
 * after it no longer rolls the transaction back. On a driver without pipelining (PGlite) the
 * transaction commits when its callback returns, as always. Returns whether the mark took.
 */
export function commitsWith(tx: Db): boolean {
  const client = (tx._.session as unknown as { client?: object }).client;
  const state = client ? pipelinedState.get(client) : undefined;
  if (!state) return false;
  state.commitNext = true;
  return true;
}
