import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::type[])`: a whole list as ONE parameter. `inArray` sends one parameter per value,
 * which costs query building per value (a feed page names hundreds of ids), a plan per list length,
 * and fails past PostgreSQL's 65535 parameters. Works the same on PGlite.
 */
export function anyOf(column: PgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(column.getSQLType())}[])`;
}
