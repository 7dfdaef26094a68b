import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An INSERT of `rows` that sends them as ONE jsonb parameter, unpacked by PostgreSQL into the table's
 * own row type (`jsonb_populate_recordset`), in the order given: for the hot write of the order path,
 * whose rows would otherwise be a hundred and more parameters that Drizzle's builder and the driver
 * handle one by one. The columns are the keys of the first row (every row has the same), so what a row
 * leaves out gets its default; `computed` adds columns whose value is SQL (an id from an earlier CTE).
 * Values are what JSON.stringify makes of them: decimals as strings, times as ISO strings.
 * Returns the statement without RETURNING, for a CTE.
 */
export function insertFromJson<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  computed: Record<string, SQL> = {},
): SQL {
  const names = columnNames(table);
  const keys = Object.keys(rows[0] ?? {});
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const key of keys) out[names.get(key)!] = (row as Record<string, unknown>)[key] ?? null;
      return out;
    }),
  );
  const tableName = sql.identifier(getTableName(table));
  const columns = [...keys.map((key) => names.get(key)!), ...Object.keys(computed)];
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const values = sql.join(
    [
      ...keys.map((key) => sql.identifier(names.get(key)!)),
      ...Object.values(computed).map((value) => sql`${value}`),
    ],
    sql`, `,
  );
  return sql`insert into ${tableName} (${list}) select ${values} from jsonb_populate_recordset(null::${tableName}, ${json}::jsonb)`;
}

const namesOf = new WeakMap<PgTable, Map<string, string>>();

/** The table's property names → column names, worked out once per table. */
function columnNames(table: PgTable): Map<string, string> {
  let names = namesOf.get(table);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
    namesOf.set(table, names);
  }
  return names;
}

/**
 * `insertFromJson` for rows that each find a value of their own by SQL (the id of their ledger
 * transaction, by its reference, in an earlier CTE): each row's `extra` keys travel in its JSON beside
 * its columns, and `computed` builds a column's value from the row's JSON element (`x`), e.g.
 * `(x) => sql\`(select id from lt where reference = ${x}->>'ref')\``. Rows go in the order given.
 */
export function insertFromJsonEach<T extends PgTable>(
  table: T,
  rows: readonly { values: Partial<T['$inferInsert']>; extra: Record<string, unknown> }[],
  computed: Record<string, (element: SQL) => SQL>,
): SQL {
  const names = columnNames(table);
  const keys = Object.keys(rows[0]?.values ?? {});
  const json = JSON.stringify(
    rows.map(({ values, extra }) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(extra)) out[`_${key}`] = value;
      for (const key of keys) out[names.get(key)!] = (values as Record<string, unknown>)[key] ?? null;
      return out;
    }),
  );
  const tableName = sql.identifier(getTableName(table));
  const element = sql.raw('"x"');
  const list = sql.raw(
    [...keys.map((key) => names.get(key)!), ...Object.keys(computed)].map((c) => `"${c}"`).join(', '),
  );
  const values = sql.join(
    [
      ...keys.map((key) => sql`"r".${sql.identifier(names.get(key)!)}`),
      ...Object.values(computed).map((value) => value(element)),
    ],
    sql`, `,
  );
  return sql`insert into ${tableName} (${list}) select ${values}
    from jsonb_array_elements(${json}::jsonb) with ordinality as e("x", "n"),
      jsonb_populate_record(null::${tableName}, "x") as "r"
    order by "n"`;
}
