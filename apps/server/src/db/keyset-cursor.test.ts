import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors.ts';
import { keysetCursor } from './keyset-cursor.ts';

const id = '0b7c6a52-3f0e-4d8e-9a51-2f1d5c0e9b11';
const at = new Date('2026-03-14T09:26:53.589Z');
const orders = keysetCursor('orders', 'time', 'uuid');
const ledger = keysetCursor('ledger', 'time', 'int');
const feed = keysetCursor('feed', 'bool', 'time', 'uuid');
const wire = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keysetCursor', () => {
  it.each([
    ['(time, uuid)', orders, [at, id]],
    ['(time, int)', ledger, [at, 42]],
    ['(bool, time, uuid)', feed, [true, at, id]],
    ['(bool, time, uuid) unpinned', feed, [false, at, id]],
  ] as const)('round-trips %s', (_, codec, keyset) => {
    const cursor = (codec.encode as (k: typeof keyset) => string)(keyset);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(codec.decode(cursor)).toEqual(keyset);
  });

  it.each([undefined, ''])('reads %j as the first page', (cursor) => {
    expect(orders.decode(cursor)).toBeNull();
  });

  it.each([
    ['not base64 JSON', orders, 'garbage'],
    ['JSON that is not an array', orders, wire({ at: at.toISOString(), id })],
    ['a cursor of another list', orders, ledger.encode([at, 42])],
    ['too few parts', orders, wire(['orders', at.toISOString()])],
    ['too many parts', orders, wire(['orders', at.toISOString(), id, 1])],
    ['a time that is not ISO', orders, wire(['orders', '14 March 2026', id])],
    ['an impossible time', orders, wire(['orders', '2026-02-31T25:00:00.000Z', id])],
    ['an id that is not a uuid', orders, wire(['orders', at.toISOString(), "1' or '1'='1"])],
    ['a fractional int', ledger, wire(['ledger', at.toISOString(), 1.5])],
    ['a string int', ledger, wire(['ledger', at.toISOString(), '42'])],
    ['a bool that is not 0 or 1', feed, wire(['feed', true, at.toISOString(), id])],
  ] as const)('refuses %s with 400 BAD_REQUEST', (_, codec, cursor) => {
    let thrown: unknown;
    try {
      codec.decode(cursor);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('pages one past the limit: a next cursor only when another row follows', () => {
    const rows = [1, 2, 3].map((n) => ({ id: n, at }));
    const keyOf = (row: { id: number; at: Date }) => [row.at, row.id] as [Date, number];
    const full = ledger.page(rows, 2, keyOf);
    expect(full.page).toEqual(rows.slice(0, 2));
    expect(ledger.decode(full.nextCursor ?? undefined)).toEqual([at, 2]);
    expect(ledger.page(rows, 3, keyOf)).toEqual({ page: rows, nextCursor: null });
    expect(ledger.page([], 3, keyOf)).toEqual({ page: [], nextCursor: null });
  });
});
