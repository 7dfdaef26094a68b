import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertFromJson, insertFromJsonEach, jsonMembersOf, jsonValue } from './json-insert.ts';
import { ledgerEntries, ledgerTransactions } from './schema/ledger.ts';

// The hot writes send their rows as JSON written member by member (json-insert.ts): each value must
// read back exactly as JSON.stringify would have written it, or a row would change on its way in.
describe('a row value as JSON', () => {
  const values: unknown[] = [
    'plain',
    'quote " backslash \\ newline \n tab \t',
    'control \u0001 and \u2028 line separator',
    'Ünïcødé ✓ 😀 and a lone surrogate \ud800',
    '',
    0,
    -0,
    42,
    -17.25,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    null,
    new Date('2026-11-29T18:05:29.123Z'),
    new Date('+010000-01-01T00:00:00.000Z'),
    new Date(Number.NaN),
    { nested: ['a', 1, null] },
    ['x', 2],
  ];

  it.each(values.map((value) => [value]))('%s reads back as JSON.stringify wrote it', (value) => {
    expect(jsonValue(value)).toBe(JSON.stringify({ v: value }).slice('{"v":'.length, -1));
  });

  it('writes every time exactly, however many it has written before', () => {
    const start = Date.parse('2026-11-29T00:00:00.000Z');
    for (let i = 0; i < 600; i++) {
      const time = new Date(start + (i % 300) * 1_001);
      expect(jsonValue(time)).toBe(JSON.stringify(time));
    }
  });

  it('writes a value left out as null', () => {
    expect(jsonValue(undefined)).toBe('null');
  });
});

describe('rows as one JSON parameter', () => {
  const dialect = new PgDialect();
  const createdAt = new Date('2026-11-29T18:05:29.123Z');

  it('names each member by its column, in the rows given, a value left out as null', () => {
    const rows = [
      { type: 'FILL' as const, accid: '1001', reference: 'fill:a "quoted" one', orderId: null, createdAt },
      { type: 'DEPOSIT' as const, accid: '1002', reference: 'deposit:b', orderId: undefined, createdAt },
    ];
    const { params } = dialect.sqlToQuery(insertFromJson(ledgerTransactions, rows));
    expect(JSON.parse(params[0] as string)).toEqual([
      {
        type: 'FILL',
        accid: '1001',
        reference: 'fill:a "quoted" one',
        order_id: null,
        created_at: createdAt.toISOString(),
      },
      {
        type: 'DEPOSIT',
        accid: '1002',
        reference: 'deposit:b',
        order_id: null,
        created_at: createdAt.toISOString(),
      },
    ]);
  });

  it('puts each row’s own values for the computed columns beside its columns', () => {
    const rows = [
      {
        values: { account: '1001', kind: 'cash' as const, asset: 'SEK', amount: '-10.50' },
        extra: { reference: 'r1' },
      },
      {
        values: { account: 'system:market', kind: 'cash' as const, asset: 'SEK', amount: '10.50' },
        extra: { reference: 'r1' },
      },
    ];
    const statement = insertFromJsonEach(ledgerEntries, rows, {
      transaction_id: (x) => sql`(select 1 where ${x} is not null)`,
    });
    const { params } = dialect.sqlToQuery(statement);
    expect(JSON.parse(params[0] as string)).toEqual([
      { _reference: 'r1', account: '1001', kind: 'cash', asset: 'SEK', amount: '-10.50' },
      { _reference: 'r1', account: 'system:market', kind: 'cash', asset: 'SEK', amount: '10.50' },
    ]);
  });
});

describe("a record's members renamed", () => {
  interface Item {
    id: string;
    message: string;
    createdAt: Date;
    endingAt: Date | null;
    parentId?: string;
  }
  const members = jsonMembersOf<Item>([
    ['id', 'id'],
    ['message', 'message'],
    ['createdAt', 'created_at'],
    ['endingAt', 'ending_at'],
    ['parentId', 'parent_id'],
  ]);

  it('writes what JSON.stringify writes of the renamed record, a member left out as null', () => {
    const item: Item = {
      id: 'a1',
      message: 'Margins "up", dividends \\ down\n',
      createdAt: new Date('2026-11-29T18:05:29.123Z'),
      endingAt: null,
    };
    expect(JSON.parse(`{${members(item)}}`)).toEqual({
      id: 'a1',
      message: 'Margins "up", dividends \\ down\n',
      created_at: '2026-11-29T18:05:29.123Z',
      ending_at: null,
      parent_id: null,
    });
    expect(`{${members({ ...item, parentId: 'p1' })}}`).toBe(
      JSON.stringify({
        id: 'a1',
        message: item.message,
        created_at: item.createdAt,
        ending_at: null,
        parent_id: 'p1',
      }),
    );
  });
});
