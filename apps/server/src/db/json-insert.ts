import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { perKey } from '../platform/per-key.ts';

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
  const keys = Object.keys(rows[0] ?? {});
  const extra = Object.values(computed);
  const text = textOf(table, keys, Object.keys(computed), 'recordset');
  const json = `[${rows.map((row) => `{${jsonMembers(row, text.fields)}}`).join(',')}]`;
  const values = computedValues(keys, extra);
  return sql`${sql.raw(text.head)}${values}${sql.raw(text.from)}${json}${sql.raw(text.after)}`;
}

/** The computed columns' values, after the keys' columns. */
function computedValues(keys: readonly string[], extra: SQL[]): SQL {
  if (extra.length === 0) return sql``;
  return sql`${sql.raw(keys.length > 0 ? ', ' : '')}${sql.join(extra, sql`, `)}`;
}

/**
 * The fixed text around an insert's values and its JSON parameter, kept per table and shape: the
 * statement is sent as a few raw pieces rather than an identifier per column, which the query builder
 * would walk on every call. Column names come from the schema (none holds a quote). `recordset` unpacks
 * the rows in one `jsonb_populate_recordset`; `each` takes them one element at a time (`"x"`, its
 * columns as `"r"`), in order, for computed values that read the element.
 */
interface InsertText {
  /** `insert into "t" ("a", …, <computed>) select "a", …`. */
  head: string;
  /** The text from the values' end up to the JSON parameter. */
  from: string;
  /** The text after the JSON parameter. */
  after: string;
  /** Each key of a row and its column's name as JSON, `"column":`. */
  fields: readonly JsonField[];
}

interface JsonField {
  key: string;
  /** `"name":`, the member's name as JSON and its colon. */
  prefix: string;
}

const insertTexts = perKey((_: PgTable) => new Map<string, InsertText>());

function textOf(
  table: PgTable,
  keys: readonly string[],
  computed: readonly string[],
  unpack: 'recordset' | 'each',
): InsertText {
  const byShape = insertTexts(table);
  const shape = `${unpack}|${keys.join(',')}|${computed.join(',')}`;
  let text = byShape.get(shape);
  if (!text) {
    const names = columnNames(table);
    const quoted = (column: string) => `"${column}"`;
    const tableName = quoted(getTableName(table));
    const columns = [...keys.map((key) => names.get(key)!), ...computed];
    const prefix = unpack === 'each' ? '"r".' : '';
    const head = `insert into ${tableName} (${columns.map(quoted).join(', ')}) select ${keys.map((key) => prefix + quoted(names.get(key)!)).join(', ')}`;
    const fields = keys.map((key) => ({ key, prefix: `${JSON.stringify(names.get(key)!)}:` }));
    text =
      unpack === 'recordset'
        ? { head, from: ` from jsonb_populate_recordset(null::${tableName}, `, after: '::jsonb)', fields }
        : {
            head,
            from: '\n    from jsonb_array_elements(',
            after: `::jsonb) with ordinality as e("x", "n"),\n      jsonb_populate_record(null::${tableName}, "x") as "r"\n    order by "n"`,
            fields,
          };
    byShape.set(shape, text);
  }
  return text;
}

/** The table's property names → column names, worked out once per table. */
const columnNames = perKey(
  (table: PgTable) =>
    new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name])),
);

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
  const keys = Object.keys(rows[0]?.values ?? {});
  const extraKeys = Object.keys(rows[0]?.extra ?? {});
  const text = textOf(table, keys, Object.keys(computed), 'each');
  const extraFields = extraKeys.map((key) => ({ key, prefix: `${JSON.stringify(`_${key}`)}:` }));
  const json = `[${rows
    .map(({ values, extra }) => {
      const members = [jsonMembers(extra, extraFields), jsonMembers(values, text.fields)];
      return `{${members.filter((m) => m !== '').join(',')}}`;
    })
    .join(',')}]`;
  const element = sql.raw('"x"');
  const extra = Object.values(computed).map((value) => value(element));
  const values = computedValues(keys, extra);
  return sql`${sql.raw(text.head)}${values}${sql.raw(text.from)}${json}${sql.raw(text.after)}`;
}

/**
 * The members of `record` that `fields` name, `"a":1,"b":"x"` (no braces): with `{}` and `,` around
 * them, what JSON.stringify makes of the record renamed for its columns, written in one pass, without
 * an object per row built to be walked again (the order path's write sends a hundred rows and more).
 */
function jsonMembers(record: object, fields: readonly JsonField[]): string {
  const values = record as Record<string, unknown>;
  let json = '';
  for (const field of fields) {
    json += `${json === '' ? '' : ','}${field.prefix}${jsonValue(values[field.key])}`;
  }
  return json;
}

/**
 * A writer of a record's members `members` names, each under its own name as JSON (`"name":value`,
 * no braces): what JSON.stringify writes of `{ [name]: record[key], … }` between its braces, without
 * that object built. For the JSON a statement unpacks (contents-repo.ts writes a post's row with it).
 */
export function jsonMembersOf<T extends object>(
  members: readonly (readonly [key: keyof T & string, name: string])[],
): (record: T) => string {
  const fields = members.map(([key, name]) => ({ key, prefix: `${JSON.stringify(name)}:` }));
  return (record) => jsonMembers(record, fields);
}

/** A value as JSON.stringify writes it as a member's value; undefined (a value left out) as null. */
export function jsonValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'null';
    default:
      if (value === null) return 'null';
      if (value instanceof Date) return jsonTime(value);
      return JSON.stringify(value) ?? 'null';
  }
}

/**
 * Times written lately, by their milliseconds: an order's rows repeat a few instants (placed, filled,
 * recorded) and `toISOString` costs most of a microsecond each time. Bounded: emptied when full.
 */
const isoTimes = new Map<number, string>();
const MAX_ISO_TIMES = 256;

function jsonTime(value: Date): string {
  const time = value.getTime();
  if (Number.isNaN(time)) return 'null';
  let json = isoTimes.get(time);
  if (json === undefined) {
    json = `"${value.toISOString()}"`;
    if (isoTimes.size >= MAX_ISO_TIMES) isoTimes.clear();
    isoTimes.set(time, json);
  }
  return json;
}
