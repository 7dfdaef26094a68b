import pg from 'pg';
import type { Db } from './client.ts';

/*
 * A transaction costs its statements' round trips plus two: BEGIN and COMMIT each wait for the
 * server's answer before anything else is sent. On a hot write (an order batch: lock, write) those
 * two are half the round trips, and each is a wake-up of the server's process and ours. The pool's
 * connections are pipelined (node-postgres `pipeline`: a query is written at once, not after the
 * previous one's answer), and two statements ride behind the one before:
 *
 * - BEGIN is written as asked and answered at once here; the transaction's first statement follows it
 *   on the wire, and answers only once BEGIN has (BEGIN's failure is that statement's).
 * - A statement marked by `commitsWith` has COMMIT written right behind it: it answers once both
 *   have, with its error or COMMIT's. PostgreSQL ends an aborted transaction's COMMIT as a ROLLBACK,
 *   so a statement that fails commits nothing. The transaction is over on the server either way, so
 *   Drizzle's own COMMIT or ROLLBACK after it is answered here, and any other statement on it is
 *   refused (it would run outside the transaction).
 *
 * Each query still has its own Sync, so every statement's error is its own, as without the pipeline.
 */

const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback)\s*$/i;

type QueryConfig = { text?: string; name?: string } | string;
type Query = (config: QueryConfig, values?: unknown, callback?: unknown) => unknown;

interface Pipelined {
  /** BEGIN as sent, while no statement has followed it. */
  begun: Promise<unknown> | null;
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
  const state: Pipelined = { begun: null, commitNext: false, ended: false };
  pipelinedState.set(client, state);
  const send = client.query.bind(client) as Query;
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
    if (state.begun === null && BEGIN.test(text) && !hasValues(values)) {
      const sent = send(config, values) as Promise<unknown>;
      sent.catch(() => {}); // the next statement answers with it
      state.begun = sent;
      return Promise.resolve(answered('BEGIN'));
    }
    const before = state.begun;
    state.begun = null;
    if (END.test(text)) {
      // A transaction marked to commit with a statement that never came ends as asked.
      state.commitNext = false;
      // Nothing ran between BEGIN and its end: both still go, the end answering for the pair.
      return before ? before.then(() => send(config, values)) : send(config, values);
    }
    let result: Promise<pg.QueryResult>;
    if (state.commitNext) {
      state.commitNext = false;
      const committing = sendCommitting(send, config, values);
      state.ended = committing.commitSent;
      result = committing.result;
    } else {
      result = send(config, values) as Promise<pg.QueryResult>;
    }
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
  if (state) Object.assign(state, { begun: null, commitNext: false, ended: false });
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
