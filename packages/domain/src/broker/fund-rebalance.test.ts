import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BrokerDecimal, dec } from './decimal.ts';
import {
  checkRebalanceTargets,
  planRebalance,
  type RebalanceHolding,
  type RebalanceInput,
  type RebalancePlan,
} from './fund-rebalance.ts';

const GLOBAL = 1;
const SWEDEN = 2;
const BONDS = 3;
const EMERGING = 4;

const holding = (instrumentId: number, units: string, unitValue: string, freeUnits = units) => ({
  instrumentId,
  units,
  freeUnits,
  unitValue,
});

/** Each fund's value now (`trades` none) or once the trades are priced at the values they were planned at. */
function valuesAfter(input: RebalanceInput, trades: RebalancePlan['trades']): Map<number, BrokerDecimal> {
  const values = new Map<number, BrokerDecimal>(input.targets.map((t) => [t.instrumentId, dec(0)]));
  const unitValue = new Map(input.holdings.map((h) => [h.instrumentId, dec(h.unitValue)]));
  for (const h of input.holdings) values.set(h.instrumentId, dec(h.units).times(dec(h.unitValue)));
  for (const trade of trades) {
    if (trade.kind === 'BUY') {
      values.set(trade.instrumentId, values.get(trade.instrumentId)!.plus(dec(trade.amount)));
    } else {
      const worth = dec(trade.units).times(unitValue.get(trade.fromInstrumentId)!);
      values.set(trade.fromInstrumentId, values.get(trade.fromInstrumentId)!.minus(worth));
      values.set(trade.toInstrumentId, values.get(trade.toInstrumentId)!.plus(worth));
    }
  }
  return values;
}

const rounded = (values: Map<number, BrokerDecimal>) =>
  new Map([...values].map(([id, v]) => [id, v.toFixed(2)]));

describe('checkRebalanceTargets', () => {
  it.each([
    [
      [
        { instrumentId: GLOBAL, percent: 60 },
        { instrumentId: SWEDEN, percent: 40 },
      ],
      null,
    ],
    [
      [
        { instrumentId: GLOBAL, percent: 100 },
        { instrumentId: SWEDEN, percent: 0 },
      ],
      null,
    ],
    [
      [
        { instrumentId: GLOBAL, percent: 60 },
        { instrumentId: SWEDEN, percent: 30 },
      ],
      'add up to 90 %',
    ],
    [
      [
        { instrumentId: GLOBAL, percent: 50.5 },
        { instrumentId: SWEDEN, percent: 49.5 },
      ],
      'whole percentage',
    ],
    [
      [
        { instrumentId: GLOBAL, percent: 120 },
        { instrumentId: SWEDEN, percent: -20 },
      ],
      'whole percentage',
    ],
    [
      [
        { instrumentId: GLOBAL, percent: 50 },
        { instrumentId: GLOBAL, percent: 50 },
      ],
      'once',
    ],
    [[], '1 to 20'],
  ])('%j → %s', (targets, problem) => {
    const found = checkRebalanceTargets(targets);
    if (problem === null) expect(found).toBeNull();
    else
      expect(found).toMatchObject({ code: 'ALLOCATION_NOT_100', detail: expect.stringContaining(problem) });
  });
});

describe('planRebalance', () => {
  it('Sigrid’s 80/20 drifted from 60/40: one switch of 20 units moves 2,000 SEK, no cash needed', () => {
    const input = {
      currency: 'SEK',
      holdings: [holding(GLOBAL, '80', '100'), holding(SWEDEN, '10', '200')],
      targets: [
        { instrumentId: GLOBAL, percent: 60 },
        { instrumentId: SWEDEN, percent: 40 },
      ],
    };
    const plan = planRebalance(input);
    expect(plan).toMatchObject({ fundsValue: '10000.00', cashUsed: '0.00', minimum: '100' });
    expect(plan.rows).toEqual([
      {
        instrumentId: GLOBAL,
        units: '80',
        value: '8000.00',
        percent: '80.00',
        targetPercent: 60,
        targetValue: '6000.00',
        drift: '20.00',
      },
      {
        instrumentId: SWEDEN,
        units: '10',
        value: '2000.00',
        percent: '20.00',
        targetPercent: 40,
        targetValue: '4000.00',
        drift: '-20.00',
      },
    ]);
    expect(plan.trades).toEqual([
      { kind: 'SWITCH', fromInstrumentId: GLOBAL, toInstrumentId: SWEDEN, units: '20', amount: '2000.00' },
    ]);
    expect(rounded(valuesAfter(input, plan.trades))).toEqual(
      new Map([
        [GLOBAL, '6000.00'],
        [SWEDEN, '4000.00'],
      ]),
    );
  });

  it('one overweight fund feeds two: two switches from it, units to four decimals, rounded down', () => {
    const plan = planRebalance({
      currency: 'SEK',
      holdings: [holding(GLOBAL, '30', '333.33'), holding(SWEDEN, '1', '100')],
      targets: [
        { instrumentId: GLOBAL, percent: 50 },
        { instrumentId: SWEDEN, percent: 30 },
        { instrumentId: BONDS, percent: 20 },
      ],
    });
    // 10,099.90 SEK in all: Sweden should hold 3,029.97 and bonds 2,019.98.
    expect(plan.trades).toEqual([
      {
        kind: 'SWITCH',
        fromInstrumentId: GLOBAL,
        toInstrumentId: SWEDEN,
        units: '8.7899',
        amount: '2929.94',
      },
      { kind: 'SWITCH', fromInstrumentId: GLOBAL, toInstrumentId: BONDS, units: '6.06', amount: '2019.98' },
    ]);
  });

  it('a fund at 0 % is sold out: every free unit, none left behind', () => {
    const plan = planRebalance({
      currency: 'NOK',
      holdings: [holding(GLOBAL, '12.3456', '101.17'), holding(SWEDEN, '5', '100')],
      targets: [
        { instrumentId: GLOBAL, percent: 0 },
        { instrumentId: SWEDEN, percent: 100 },
      ],
    });
    expect(plan.trades).toEqual([
      {
        kind: 'SWITCH',
        fromInstrumentId: GLOBAL,
        toInstrumentId: SWEDEN,
        units: '12.3456',
        amount: '1249.00',
      },
    ]);
  });

  it('sells no units an open order holds back', () => {
    const plan = planRebalance({
      currency: 'SEK',
      holdings: [holding(GLOBAL, '80', '100', '5'), holding(SWEDEN, '10', '200')],
      targets: [
        { instrumentId: GLOBAL, percent: 50 },
        { instrumentId: SWEDEN, percent: 50 },
      ],
    });
    expect(plan.trades).toEqual([
      { kind: 'SWITCH', fromInstrumentId: GLOBAL, toInstrumentId: SWEDEN, units: '5', amount: '500.00' },
    ]);
  });

  it('leaves out what is worth less than the minimum: 100 SEK, €15', () => {
    const nearly = {
      holdings: [holding(GLOBAL, '50.5', '100'), holding(SWEDEN, '49.5', '100')],
      targets: [
        { instrumentId: GLOBAL, percent: 50 },
        { instrumentId: SWEDEN, percent: 50 },
      ],
    };
    expect(planRebalance({ ...nearly, currency: 'SEK' }).trades).toEqual([]);
    expect(planRebalance({ ...nearly, currency: 'EUR' }).trades).toEqual([
      { kind: 'SWITCH', fromInstrumentId: GLOBAL, toInstrumentId: SWEDEN, units: '0.5', amount: '50.00' },
    ]);
  });

  it('with cash put in: switches first, cash buys what they leave short, no more cash than there is', () => {
    const plan = planRebalance({
      currency: 'SEK',
      cash: '3000.55',
      holdings: [holding(GLOBAL, '70', '100'), holding(SWEDEN, '30', '100')],
      targets: [
        { instrumentId: GLOBAL, percent: 40 },
        { instrumentId: SWEDEN, percent: 40 },
        { instrumentId: EMERGING, percent: 20 },
      ],
    });
    // 13,000.55 in all: 5,200.22 each for Global and Sweden, 2,600.11 for emerging markets.
    expect(plan.trades).toEqual([
      {
        kind: 'SWITCH',
        fromInstrumentId: GLOBAL,
        toInstrumentId: EMERGING,
        units: '17.9978',
        amount: '1799.78',
      },
      { kind: 'BUY', instrumentId: SWEDEN, amount: '2200.22' },
      { kind: 'BUY', instrumentId: EMERGING, amount: '800.33' },
    ]);
    expect(plan.cashUsed).toBe('3000.55');
  });

  it('nothing to do when the mix is right', () => {
    const plan = planRebalance({
      currency: 'DKK',
      holdings: [holding(GLOBAL, '10', '100'), holding(SWEDEN, '10', '100')],
      targets: [
        { instrumentId: GLOBAL, percent: 50 },
        { instrumentId: SWEDEN, percent: 50 },
      ],
    });
    expect(plan.trades).toEqual([]);
    expect(plan.rows.map((r) => r.drift)).toEqual(['0.00', '0.00']);
  });
});

describe('planRebalance, whatever the holdings', () => {
  const unitsArb = fc.integer({ min: 0, max: 50_000_000 }).map((n) => dec(n).div(10_000).toFixed());
  const holdingArb = (instrumentId: number) =>
    fc
      .record({
        units: unitsArb,
        freePart: fc.integer({ min: 0, max: 100 }),
        unitValue: fc.integer({ min: 100, max: 500_000 }).map((n) => dec(n).div(100).toFixed()),
      })
      .map(
        ({ units, freePart, unitValue }): RebalanceHolding => ({
          instrumentId,
          units,
          freeUnits: dec(units).times(freePart).div(100).toDecimalPlaces(4, 1).toFixed(),
          unitValue,
        }),
      );
  const scenario = fc
    .record({
      holdings: fc.tuple(holdingArb(1), holdingArb(2), holdingArb(3), holdingArb(4)),
      weights: fc.tuple(fc.nat(10), fc.nat(10), fc.nat(10), fc.nat(10), fc.nat(10)),
      cash: fc.option(fc.integer({ min: 0, max: 10_000_000 }).map((n) => dec(n).div(100).toFixed(2))),
      currency: fc.constantFrom('SEK', 'NOK', 'DKK', 'EUR'),
    })
    .filter(({ weights }) => weights.some((w) => w > 0))
    .map(({ holdings, weights, cash, currency }) => {
      // Whole percentages adding up to 100, the remainder on the first fund with a weight.
      const sum = weights.reduce((a, b) => a + b, 0);
      const percents = weights.map((w) => Math.floor((w * 100) / sum));
      const first = weights.findIndex((w) => w > 0);
      percents[first]! += 100 - percents.reduce((a, b) => a + b, 0);
      return {
        currency,
        cash: cash ?? undefined,
        holdings,
        targets: percents.map((percent, i) => ({ instrumentId: i + 1, percent })),
      } satisfies RebalanceInput;
    });

  it('never sells more units than are free, in four decimals, nor spends more cash than put in', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        expect(checkRebalanceTargets(input.targets)).toBeNull();
        const plan = planRebalance(input);
        for (const h of input.holdings) {
          const sold = plan.trades
            .filter((t) => t.kind === 'SWITCH' && t.fromInstrumentId === h.instrumentId)
            .reduce((sum, t) => sum.plus(dec(t.kind === 'SWITCH' ? t.units : '0')), dec(0));
          expect(sold.lessThanOrEqualTo(dec(h.freeUnits))).toBe(true);
        }
        for (const t of plan.trades) {
          if (t.kind === 'SWITCH') {
            expect(t.units).toMatch(/^\d+(\.\d{1,4})?$/);
            expect(t.fromInstrumentId).not.toBe(t.toInstrumentId);
          }
          expect(dec(t.amount).greaterThanOrEqualTo(dec(plan.minimum))).toBe(true);
        }
        const bought = plan.trades.reduce((s, t) => (t.kind === 'BUY' ? s.plus(dec(t.amount)) : s), dec(0));
        expect(bought.toFixed(2)).toBe(plan.cashUsed);
        expect(bought.lessThanOrEqualTo(dec(input.cash ?? '0'))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('brings the mix closer: the distance from the target never grows, and the switches move no cash', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const plan = planRebalance(input);
        const before = valuesAfter(input, []);
        const after = valuesAfter(input, plan.trades);
        const whole = dec(plan.fundsValue).plus(dec(plan.cashUsed));
        const distance = (values: Map<number, BrokerDecimal>) =>
          plan.rows.reduce(
            (sum, r) =>
              sum.plus(values.get(r.instrumentId)!.minus(whole.times(r.targetPercent).div(100)).abs()),
            dec(0),
          );
        expect(distance(after).lessThanOrEqualTo(distance(before))).toBe(true);
        const total = (values: Map<number, BrokerDecimal>) =>
          [...values.values()].reduce((s, v) => s.plus(v), dec(0));
        expect(total(after).minus(total(before)).toFixed(2)).toBe(plan.cashUsed);
      }),
      { numRuns: 300 },
    );
  });
});
