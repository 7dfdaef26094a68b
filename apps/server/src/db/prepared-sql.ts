import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

const dialect = new PgDialect();

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;

/**
 * A hand-written statement for a hot path, built once per database handle (a transaction is a handle
 * of its own) and prepared under `name`, which each connection parses once: the query builder and the
 * server's parser are paid once rather than per call. `build` writes it with `sql.placeholder(name)`
 * for each value, filled by the returned function's `values`; rows come back as the driver parses
 * them (timestamps as strings), so select what the caller reads, cast to what it expects.
 */
export function preparedSql<Row>(name: string, build: () => SQL) {
  const prepared = new WeakMap<Db, Prepared>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let query = prepared.get(db);
    if (!query) {
      query = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
      prepared.set(db, query);
    }
    return rowsOf<Row>(await query.execute(values));
  };
}
