import { describe, expect, it } from 'vitest';
import { fundMinimumAmount } from './fund-orders.ts';
import {
  fundPortfolioGuide,
  GUIDE_MIX,
  type GuideCandidate,
  guideSplit,
  RISK_LEVELS,
} from './fund-portfolio-guide.ts';
import { checkSavingsPlan } from './savings-plans.ts';

let nextId = 1;
function fund(
  category: GuideCandidate['category'],
  currency: string,
  ongoingCharge: string,
  extra: Partial<GuideCandidate> = {},
): GuideCandidate {
  return {
    instrumentId: nextId++,
    type: 'FUND',
    currency,
    tradable: true,
    category,
    riskIndicator: category === 'SHORT_RATE' ? 1 : category === 'BOND' ? 2 : 4,
    ongoingCharge,
    ...extra,
  };
}

// A Swedish shelf: two of each kind at different charges, a Danish global fund cheaper than all.
const shortRate = fund('SHORT_RATE', 'SEK', '0.15');
const dearShortRate = fund('SHORT_RATE', 'SEK', '0.30');
const bond = fund('BOND', 'SEK', '0.40');
const global = fund('EQUITY_GLOBAL', 'SEK', '0.09');
const dearGlobal = fund('EQUITY_GLOBAL', 'SEK', '1.60');
const danishGlobal = fund('EQUITY_GLOBAL', 'DKK', '0.05');
const sweden = fund('EQUITY_NORDIC', 'SEK', '0.00');
const emerging = fund('EQUITY_EMERGING', 'SEK', '0.29');
const balanced = fund('MIXED', 'SEK', '0.01', { riskIndicator: 3 });
const tech = fund('EQUITY_OTHER', 'SEK', '0.01', { riskIndicator: 5 });
const SHELF = [
  dearShortRate,
  shortRate,
  bond,
  dearGlobal,
  global,
  danishGlobal,
  sweden,
  emerging,
  balanced,
  tech,
];

const mix = (level: (typeof RISK_LEVELS)[number], currency: string, shelf = SHELF) =>
  fundPortfolioGuide(level, currency, shelf)?.allocations.map((a) => [a.instrumentId, a.percent]);

describe('the fund portfolio guide', () => {
  it('splits each level between interest and equity funds as its table says, 20 points of equity a level', () => {
    const splits = RISK_LEVELS.map((level) => {
      const guide = fundPortfolioGuide(level, 'SEK', SHELF)!;
      return [level, guide.fixedIncomePercent, guide.equityPercent];
    });
    expect(splits).toEqual([
      [1, 100, 0],
      [2, 80, 20],
      [3, 60, 40],
      [4, 40, 60],
      [5, 20, 80],
      [6, 0, 100],
      [7, 0, 100],
    ]);
    for (const level of RISK_LEVELS) {
      expect(Object.values(GUIDE_MIX[level]).reduce((s, p) => s + p, 0)).toBe(100);
      const { fixedIncomePercent, equityPercent } = fundPortfolioGuide(level, 'SEK', SHELF)!;
      expect(guideSplit(level)).toEqual({ fixedIncomePercent, equityPercent });
    }
  });

  it('picks the cheapest fund of each kind in the customer currency: short-rate low, bonds in the middle, emerging markets at 7', () => {
    expect(mix(1, 'SEK')).toEqual([[shortRate.instrumentId, 100]]);
    expect(mix(2, 'SEK')).toEqual([
      [shortRate.instrumentId, 80],
      [global.instrumentId, 14],
      [sweden.instrumentId, 6],
    ]);
    expect(mix(4, 'SEK')).toEqual([
      [bond.instrumentId, 40],
      [global.instrumentId, 42],
      [sweden.instrumentId, 18],
    ]);
    expect(mix(6, 'SEK')).toEqual([
      [global.instrumentId, 70],
      [sweden.instrumentId, 30],
    ]);
    expect(mix(7, 'SEK')).toEqual([
      [global.instrumentId, 60],
      [sweden.instrumentId, 25],
      [emerging.instrumentId, 15],
    ]);
  });

  it('never picks a mixed or single-region fund, an ETF or a fund that cannot be traded', () => {
    const chosen = RISK_LEVELS.flatMap((level) => mix(level, 'SEK')!.map(([id]) => id));
    expect(chosen).not.toContain(balanced.instrumentId);
    expect(chosen).not.toContain(tech.instrumentId);
    const haltedShortRate = { ...shortRate, tradable: false };
    const etfShortRate = fund('SHORT_RATE', 'SEK', '0.01', { type: 'ETF' });
    expect(mix(1, 'SEK', [haltedShortRate, etfShortRate, dearShortRate])).toEqual([
      [dearShortRate.instrumentId, 100],
    ]);
  });

  it('goes to another currency only when the customer currency has no such fund, cheapest first', () => {
    // In DKK there is only the Danish global fund: the rest comes from Sweden.
    expect(mix(7, 'DKK')).toEqual([
      [danishGlobal.instrumentId, 60],
      [sweden.instrumentId, 25],
      [emerging.instrumentId, 15],
    ]);
    // In EUR nothing is local: the cheapest global fund anywhere is the Danish one.
    expect(mix(6, 'EUR')![0]).toEqual([danishGlobal.instrumentId, 70]);
  });

  it('fills the interest part with the other kind of interest fund in the customer currency before its own kind abroad', () => {
    const norwegianBond = fund('BOND', 'NOK', '0.30');
    const shelf = [...SHELF, norwegianBond];
    expect(mix(1, 'NOK', shelf)).toEqual([[norwegianBond.instrumentId, 100]]);
    expect(mix(3, 'NOK', shelf)![0]).toEqual([norwegianBond.instrumentId, 60]);
    // Without bonds at all, the middle levels hold short-rate funds.
    expect(mix(4, 'SEK', [shortRate, global, sweden])).toEqual([
      [shortRate.instrumentId, 40],
      [global.instrumentId, 42],
      [sweden.instrumentId, 18],
    ]);
  });

  it('gives an equity part without a fund to global equity, and makes no mix without the asset class a level needs', () => {
    expect(mix(7, 'SEK', [global, bond])).toEqual([[global.instrumentId, 100]]);
    expect(mix(5, 'SEK', [bond, sweden])).toEqual([
      [bond.instrumentId, 20],
      [sweden.instrumentId, 80],
    ]);
    expect(fundPortfolioGuide(1, 'SEK', [global, sweden])).toBeNull();
    expect(fundPortfolioGuide(4, 'SEK', [global, sweden])).toBeNull();
    expect(fundPortfolioGuide(6, 'SEK', [shortRate, bond])).toBeNull();
    expect(fundPortfolioGuide(6, 'SEK', [])).toBeNull();
  });

  it('breaks ties on charge by the lower risk indicator, then the lower id, whatever order the funds come in', () => {
    const a = fund('EQUITY_GLOBAL', 'SEK', '0.20', { riskIndicator: 5 });
    const b = fund('EQUITY_GLOBAL', 'SEK', '0.20', { riskIndicator: 4 });
    const c = fund('EQUITY_GLOBAL', 'SEK', '0.20', { riskIndicator: 4 });
    for (const shelf of [
      [a, b, c, sweden],
      [c, b, a, sweden],
    ]) {
      expect(mix(6, 'SEK', shelf)![0]).toEqual([b.instrumentId, 70]);
    }
  });

  it('gives a mix a savings plan takes as it is, at every level and in every currency', () => {
    for (const currency of ['SEK', 'NOK', 'DKK', 'EUR']) {
      for (const level of RISK_LEVELS) {
        const guide = fundPortfolioGuide(level, currency, SHELF)!;
        expect(
          checkSavingsPlan({ amount: fundMinimumAmount(currency), allocations: guide.allocations }, currency),
        ).toBeNull();
      }
    }
  });

  it("charges the mix its funds' charges weighted by their shares, to two decimals", () => {
    // 40 % × 0.40 + 42 % × 0.09 + 18 % × 0.00 = 0.16 + 0.0378 = 0.1978 → 0.20
    expect(fundPortfolioGuide(4, 'SEK', SHELF)!.ongoingCharge).toBe('0.20');
    expect(fundPortfolioGuide(1, 'SEK', SHELF)!.ongoingCharge).toBe('0.15');
    // 60 % × 0.09 + 25 % × 0 + 15 % × 0.29 = 0.054 + 0.0435 = 0.0975 → 0.10
    expect(fundPortfolioGuide(7, 'SEK', SHELF)!.ongoingCharge).toBe('0.10');
  });
});
