import type { SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { perKey } from '../platform/per-key.ts';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

const dialect = new PgDialect();

/** Builds a statement's text with no database at hand (for `preparedSql`'s `build`). */
export const queryBuilder = new QueryBuilder();

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;

/**
 * A hand-written statement for a hot path, its text built once and prepared under `name` once per
 * database handle (a transaction is a handle of its own), which each connection parses once: the query
 * builder and the server's parser are paid once rather than per call. `build` writes it with `sql.placeholder(name)`
 * for each value, filled by the returned function's `values`; rows come back as the driver parses
 * them (timestamps as strings), so select what the caller reads, cast to what it expects.
 */
export function preparedSql<Row>(name: string, build: () => SQL) {
  // The text is the same for every handle: built once, on first use.
  let text: ReturnType<typeof dialect.sqlToQuery> | undefined;
  const queryOf = preparedQuery((db): Prepared => {
    text ??= dialect.sqlToQuery(build());
    return db._.session.prepareQuery(text, undefined, name, false);
  });
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> =>
    rowsOf<Row>(await queryOf(db).execute(values));
}

/**
 * A query-builder statement prepared once per database handle (`make` ends in the builder's
 * `.prepare(name)`, its values `sql.placeholder`s filled by `execute`): for a hot path's read whose rows
 * the builder maps (camelCase, dates), built and planned once instead of per call.
 */
export function preparedQuery<Query>(make: (db: Db) => Query): (db: Db) => Query {
  return perKey(make);
}

/** Statement texts run by `executeNamed` and the names they are prepared under, for every handle. */
const names = new Map<string, string>();
/** A bound on the texts named: a hot path's statements come in a few shapes. */
const MAX_NAMES = 500;

/**
 * Runs a statement built per call (its values are parameters) as a prepared statement named after its
 * text: a write whose statement takes a few shapes (an order with or without a fill, a settlement)
 * is parsed and planned once per shape and connection instead of on every call. Texts beyond
 * MAX_NAMES run unnamed. Rows come back as the driver parses them.
 */
export async function executeNamed<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  let name = names.get(query.sql);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `named_${names.size + 1}`;
    names.set(query.sql, name);
  }
  return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute());
}
