import { Decimal } from 'decimal.js';
import { type InstrumentFacts, type InstrumentProfile, PER_SEK } from './instrument-profile.ts';
import { hashKeys, STREAMS, uniformAt } from './prng.ts';
import type { Fundamentals } from './provider.ts';

/**
 * Company and product figures there is no company behind: made up per instrument from its ISIN, the
 * same everywhere, within ranges that look like the Nordic market (a large cap is worth 40 billion to
 * 1.5 trillion SEK, a utility pays more dividend than a software house). Every invented field is
 * named in `simulatedFields`.
 */

const HIGH_YIELD_SECTORS = new Set(['Financials', 'Utilities', 'Energy', 'Real Estate', 'Consumer Staples']);
const LOW_YIELD_SECTORS = new Set(['Information Technology', 'Health Care']);
const GROWTH_SECTORS = new Set(['Information Technology', 'Health Care', 'Communication Services']);
const INDEX_PRODUCT =
  /INDEX|IDX|INDEKS|INDEKSI|INDEXNÄRA|\bETF\b|TRACKER|XACT|ISHARES|VANGUARD|SPDR|INVESCO/i;
const LEVERED = new Set(['BULL_BEAR', 'MINI_FUTURE', 'UNLIMITED_TURBO', 'WARRANT', 'OPTION', 'TRACKER']);

/** A number between `low` and `high`, spread evenly on a log scale. */
function logUniform(u: number, low: number, high: number): number {
  return Math.exp(Math.log(low) + u * (Math.log(high) - Math.log(low)));
}

export function simulatedFundamentals(facts: InstrumentFacts, profile: InstrumentProfile): Fundamentals {
  const draw = (n: number) => uniformAt(hashKeys(profile.spec.key, STREAMS.profile, 100 + n));
  const fields: string[] = [];
  let sharesOutstanding: number | null = null;
  let peRatio: string | null = null;
  let dividendYield: string | null = null;
  let ongoingCharge: string | null = null;
  let leverage: string | null = null;

  if (facts.type === 'STOCK') {
    const us = facts.market === 'XNYS' || facts.market === 'XNAS';
    const [low, high] = us ? [1e12, 3e13] : profile.tier === 'LARGE' ? [4e10, 1.5e12] : [1e9, 4e10];
    const capitalization = logUniform(draw(1), low, high) * (PER_SEK[facts.currency] ?? 1);
    sharesOutstanding = Math.max(1_000_000, Math.round(capitalization / profile.spec.reference));
    // One company in ten makes a loss: no P/E.
    if (draw(2) >= 0.1) {
      const base = GROWTH_SECTORS.has(facts.sector) ? 18 : 9;
      peRatio = new Decimal(base + 22 * draw(3)).toFixed(2);
    }
    const [yieldLow, yieldHigh] = HIGH_YIELD_SECTORS.has(facts.sector)
      ? [2, 7]
      : LOW_YIELD_SECTORS.has(facts.sector)
        ? [0, 1.5]
        : [1, 4];
    dividendYield =
      draw(4) < 0.15 ? '0.00' : new Decimal(yieldLow + (yieldHigh - yieldLow) * draw(5)).toFixed(2);
    fields.push('marketCap', 'sharesOutstanding', 'peRatio', 'dividendYield');
  }
  if (facts.type === 'ETF' || facts.type === 'FUND' || facts.type === 'INVESTMENT_FUND') {
    const [low, high] = INDEX_PRODUCT.test(facts.name) ? [0.03, 0.4] : [0.8, 1.8];
    ongoingCharge = new Decimal(low + (high - low) * draw(6)).toFixed(2);
    fields.push('ongoingCharge');
  }
  if (profile.leverage !== null && (LEVERED.has(facts.type) || facts.type === 'ETF')) {
    leverage = new Decimal(profile.leverage).toFixed(1);
    fields.push('leverage');
  }
  return { sharesOutstanding, peRatio, dividendYield, ongoingCharge, leverage, simulatedFields: fields };
}
