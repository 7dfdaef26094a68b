import { describe, expect, it } from 'vitest';
import { monogramLetters, monogramTone } from './instrument-monogram.ts';

describe('an instrument without a logo shows its ticker as a monogram', () => {
  it.each([
    ['VOLV B', 'Volvo B', 'VOLV'],
    ['NOVO-B', 'Novo Nordisk B', 'NOVO'],
    ['AAPL', 'Apple Inc.', 'AAPL'],
    ['ERIC.B', 'Ericsson B', 'ERIC'],
    ['', 'Apple Inc.', 'AI'],
    ['', '', '?'],
  ])('%s (%s) → %s', (symbol, name, letters) => {
    expect(monogramLetters(symbol, name)).toBe(letters);
  });

  it('gives a ticker the same tone every time', () => {
    expect(monogramTone('VOLV B', 4)).toBe(monogramTone('VOLV B', 4));
    expect(monogramTone('AAPL', 4)).toBeLessThan(4);
  });
});
