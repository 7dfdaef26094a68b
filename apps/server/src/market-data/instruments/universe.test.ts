import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assetClassOf,
  FUND_CATEGORIES,
  fundPortfolioGuide,
  INSTRUMENT_TYPES,
  isFund,
  isSector,
  RISK_INDICATOR_MAX,
  RISK_INDICATOR_MIN,
  RISK_LEVELS,
} from '@havn/domain/broker/index';
import { describe, expect, it } from 'vitest';
import type { UniverseInstrument } from './universe.ts';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'universe', 'instruments.json');
const universe = JSON.parse(readFileSync(file, 'utf8')) as UniverseInstrument[];

/** The ISIN's check digit (ISO 6166): letters as 10–35, then Luhn over the digits. */
function isinCheckDigit(body: string): number {
  const digits = [...body].map((c) => Number.parseInt(c, 36)).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

describe('the shipped instrument universe', () => {
  it('files every instrument under a sector code and a type the domain names (the web translates them)', () => {
    expect(universe.filter((i) => !isSector(i.sector)).map((i) => `${i.symbol}: ${i.sector}`)).toEqual([]);
    const types = INSTRUMENT_TYPES as readonly string[];
    expect(universe.filter((i) => !types.includes(i.type)).map((i) => `${i.symbol}: ${i.type}`)).toEqual([]);
  });

  it('gives every instrument its own well-formed ISIN', () => {
    const malformed = universe.filter(
      (i) =>
        !/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(i.isin) || isinCheckDigit(i.isin.slice(0, 11)) !== Number(i.isin[11]),
    );
    expect(malformed.map((i) => `${i.symbol}: ${i.isin}`)).toEqual([]);
    expect(new Set(universe.map((i) => i.isin)).size).toBe(universe.length);
  });

  it("gives every fund, and nothing else, its key information document's facts", () => {
    const categories = FUND_CATEGORIES as readonly string[];
    const wrong = universe.filter((i) => {
      if (!isFund(i.type)) return i.fund !== undefined;
      const f = i.fund;
      return (
        !f ||
        !categories.includes(f.category) ||
        !Number.isInteger(f.riskIndicator) ||
        f.riskIndicator < RISK_INDICATOR_MIN ||
        f.riskIndicator > RISK_INDICATOR_MAX ||
        !/^\d\.\d{2}$/.test(f.ongoingCharge)
      );
    });
    expect(wrong.map((i) => `${i.symbol}: ${JSON.stringify(i.fund)}`)).toEqual([]);
  });

  it('builds the fund guide at every level in each account currency, its interest funds in that currency', () => {
    const funds = universe.flatMap((i, index) => (i.fund ? [{ ...i, instrumentId: index, ...i.fund }] : []));
    for (const currency of ['SEK', 'NOK', 'DKK', 'EUR']) {
      for (const level of RISK_LEVELS) {
        const guide = fundPortfolioGuide(level, currency, funds);
        expect(guide, `${currency} level ${level}`).not.toBeNull();
        for (const { instrumentId } of guide!.allocations) {
          const chosen = funds.find((f) => f.instrumentId === instrumentId)!;
          if (assetClassOf(chosen.category) === 'FIXED_INCOME') expect(chosen.currency).toBe(currency);
        }
      }
    }
  });
});
