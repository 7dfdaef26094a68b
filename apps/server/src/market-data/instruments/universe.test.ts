import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTRUMENT_TYPES, isSector } from '@havn/domain/broker/index';
import { describe, expect, it } from 'vitest';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'universe', 'instruments.json');
const universe = JSON.parse(readFileSync(file, 'utf8')) as { symbol: string; type: string; sector: string }[];

describe('the shipped instrument universe', () => {
  it('files every instrument under a sector code and a type the domain names (the web translates them)', () => {
    expect(universe.filter((i) => !isSector(i.sector)).map((i) => `${i.symbol}: ${i.sector}`)).toEqual([]);
    const types = INSTRUMENT_TYPES as readonly string[];
    expect(universe.filter((i) => !types.includes(i.type)).map((i) => `${i.symbol}: ${i.type}`)).toEqual([]);
  });
});
