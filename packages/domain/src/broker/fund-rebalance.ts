import { roundMoney } from './currency.ts';
import { type BrokerDecimal, BrokerDecimal as Decimal, dec } from './decimal.ts';
import { FUND_UNIT_DECIMALS, fundMinimumAmount } from './fund-orders.ts';

/**
 * Rebalancing an account's funds (product spec "rebalance funds"): the customer's fund holdings have
 * drifted from a target mix (a savings plan's allocation, the portfolio guide's mix at their risk
 * level, or percentages of their own), and one request brings them back. Switches come first: units
 * of an overweight fund sold and the proceeds buying an underweight one once the sale is priced
 * (domain notes §3: sell leg, then buy leg), so no cash is needed. Cash the customer chooses to invest
 * buys what the switches leave underweight. A trade worth less than the fund minimum (100 SEK, NOK or
 * DKK, €15) is left out; a sale never takes more units than the holding has free, to four decimals.
 * Values are estimates at the last NAV: the trades are priced at the next one.
 */

/** The most funds one rebalance targets (a plan holds at most ten; the guide fewer). */
export const REBALANCE_MAX_TARGETS = 20;

/** One fund the account holds, valued in the account's currency. */
export interface RebalanceHolding {
  instrumentId: number;
  /** Every unit held, those held back by open orders included. */
  units: string;
  /** The units no open order holds back: the most a sale may take. */
  freeUnits: string;
  /** One unit's value at the last NAV, in the account's currency (NAV × FX). */
  unitValue: string;
}

/** A fund's share of the target mix, in whole percentages; 0 sells a fund out of the mix. */
export interface RebalanceTarget {
  instrumentId: number;
  percent: number;
}

export interface RebalanceInput {
  holdings: readonly RebalanceHolding[];
  targets: readonly RebalanceTarget[];
  /** The account's currency: values, amounts and the minimum trade are in it. */
  currency: string;
  /** Free cash the customer puts in too, in the account's currency; none when absent. */
  cash?: string | undefined;
}

export interface RebalanceProblem {
  code: 'ALLOCATION_NOT_100';
  detail: string;
}

/** null when the targets are a mix: whole percentages 0–100, each fund once, adding up to 100. */
export function checkRebalanceTargets(targets: readonly RebalanceTarget[]): RebalanceProblem | null {
  if (targets.length === 0 || targets.length > REBALANCE_MAX_TARGETS) {
    return { code: 'ALLOCATION_NOT_100', detail: `A mix names 1 to ${REBALANCE_MAX_TARGETS} funds.` };
  }
  if (new Set(targets.map((t) => t.instrumentId)).size !== targets.length) {
    return { code: 'ALLOCATION_NOT_100', detail: 'Each fund is named once in the mix.' };
  }
  if (targets.some((t) => !Number.isInteger(t.percent) || t.percent < 0 || t.percent > 100)) {
    return { code: 'ALLOCATION_NOT_100', detail: 'Each share is a whole percentage from 0 to 100.' };
  }
  const total = targets.reduce((sum, t) => sum + t.percent, 0);
  if (total !== 100) {
    return { code: 'ALLOCATION_NOT_100', detail: `The shares add up to ${total} %, not 100 %.` };
  }
  return null;
}

/** One fund of the mix as it is and as it should be: held, targeted, or both. */
export interface RebalanceRow {
  instrumentId: number;
  units: string;
  /** What the holding is worth now, account currency. */
  value: string;
  /** Its share of the funds' value now, percent to two decimals. */
  percent: string;
  targetPercent: number;
  /** What it should be worth, account currency (of the funds plus the cash put in). */
  targetValue: string;
  /** `percent` less `targetPercent`, in percentage points: above zero overweight. */
  drift: string;
}

/** Units of one fund sold, the proceeds buying another once the sale is priced. */
export interface RebalanceSwitch {
  kind: 'SWITCH';
  fromInstrumentId: number;
  toInstrumentId: number;
  /** Units sold, at most four decimals. */
  units: string;
  /** What they are worth at the last NAV, account currency: an estimate. */
  amount: string;
}

/** A purchase from the cash put in. */
export interface RebalanceBuy {
  kind: 'BUY';
  instrumentId: number;
  /** Account currency, to its minor unit. */
  amount: string;
}

export type RebalanceTrade = RebalanceSwitch | RebalanceBuy;

export interface RebalancePlan {
  /** The funds' value now, account currency. */
  fundsValue: string;
  /** The cash the purchases use, account currency. */
  cashUsed: string;
  rows: RebalanceRow[];
  /** Switches first, then purchases; each worth at least the minimum. */
  trades: RebalanceTrade[];
  /** The smallest trade placed, account currency: smaller differences are left as they are. */
  minimum: string;
}

interface Side {
  instrumentId: number;
  left: BrokerDecimal;
}

const floorUnits = (value: BrokerDecimal) => value.toDecimalPlaces(FUND_UNIT_DECIMALS, Decimal.ROUND_DOWN);
const floorMoney = (value: BrokerDecimal) => value.toDecimalPlaces(2, Decimal.ROUND_DOWN);
const largestFirst = (a: Side, b: Side) => b.left.comparedTo(a.left) || a.instrumentId - b.instrumentId;

/**
 * The trades that bring `holdings` to `targets` (well formed: checkRebalanceTargets). The largest
 * excess is switched into the largest shortfall, again and again, so few trades do it; a fund sold
 * out of the mix (0 %) sells every free unit on its last switch. Cash then buys the shortfalls left,
 * largest first. Deterministic: the same holdings and targets give the same trades.
 */
export function planRebalance(input: RebalanceInput): RebalancePlan {
  const { currency } = input;
  const minimum = dec(fundMinimumAmount(currency));
  const cash = input.cash === undefined ? dec(0) : Decimal.max(dec(input.cash), 0);
  const target = new Map(input.targets.map((t) => [t.instrumentId, t.percent]));
  const held = new Map(input.holdings.map((h) => [h.instrumentId, h]));
  const worthOf = (id: number) => {
    const h = held.get(id);
    return h ? dec(h.units).times(dec(h.unitValue)) : dec(0);
  };
  const ids = [...new Set([...held.keys(), ...target.keys()])].sort((a, b) => a - b);
  const fundsValue = ids.reduce((sum, id) => sum.plus(worthOf(id)), dec(0));
  const whole = fundsValue.plus(cash);

  const rows: RebalanceRow[] = ids.map((id) => {
    const value = worthOf(id);
    const percent = fundsValue.isZero() ? dec(0) : value.div(fundsValue).times(100);
    const targetPercent = target.get(id) ?? 0;
    return {
      instrumentId: id,
      units: held.get(id)?.units ?? '0',
      value: roundMoney(value, currency),
      percent: percent.toFixed(2),
      targetPercent,
      targetValue: roundMoney(whole.times(targetPercent).div(100), currency),
      drift: percent.minus(targetPercent).toFixed(2),
    };
  });

  // What each fund has too much of (at most what its free units are worth), and too little of.
  const over: Side[] = [];
  const under: Side[] = [];
  for (const id of ids) {
    const gap = whole
      .times(target.get(id) ?? 0)
      .div(100)
      .minus(worthOf(id));
    if (gap.isNegative()) {
      const h = held.get(id)!;
      const sellable = dec(h.freeUnits).times(dec(h.unitValue));
      over.push({ instrumentId: id, left: Decimal.min(gap.negated(), sellable) });
    } else if (gap.isPositive()) {
      under.push({ instrumentId: id, left: gap });
    }
  }

  const trades: RebalanceTrade[] = [];
  const unitsLeft = new Map(input.holdings.map((h) => [h.instrumentId, dec(h.freeUnits)]));
  // Shortfalls too small for a switch of their own, kept for the cash.
  const rest: Side[] = [];
  for (;;) {
    over.sort(largestFirst);
    under.sort(largestFirst);
    const from = over[0];
    const to = under[0];
    if (!from || !to) break;
    const wanted = Decimal.min(from.left, to.left);
    if (wanted.lessThan(minimum)) {
      // Both lists are largest first: no pair left makes a switch the minimum allows.
      break;
    }
    const unitValue = dec(held.get(from.instrumentId)!.unitValue);
    const free = unitsLeft.get(from.instrumentId)!;
    // A fund sold out of the mix sells every free unit on its last switch, leaving no remnant.
    const soldOut = (target.get(from.instrumentId) ?? 0) === 0 && from.left.minus(wanted).lessThan(minimum);
    const units = soldOut ? free : Decimal.min(floorUnits(wanted.div(unitValue)), free);
    const worth = units.times(unitValue);
    from.left = soldOut ? dec(0) : from.left.minus(worth);
    to.left = to.left.minus(worth);
    if (from.left.lessThan(minimum)) over.shift();
    if (to.left.lessThan(minimum)) {
      under.shift();
      if (to.left.isPositive()) rest.push(to);
    }
    if (!units.isPositive() || worth.lessThan(minimum)) continue;
    unitsLeft.set(from.instrumentId, free.minus(units));
    trades.push({
      kind: 'SWITCH',
      fromInstrumentId: from.instrumentId,
      toInstrumentId: to.instrumentId,
      units: units.toFixed(),
      amount: roundMoney(worth, currency),
    });
  }

  let cashLeft = cash;
  for (const side of [...under, ...rest].sort(largestFirst)) {
    const amount = floorMoney(Decimal.min(side.left, cashLeft));
    if (amount.lessThan(minimum)) continue;
    cashLeft = cashLeft.minus(amount);
    trades.push({ kind: 'BUY', instrumentId: side.instrumentId, amount: amount.toFixed(2) });
  }

  return {
    fundsValue: roundMoney(fundsValue, currency),
    cashUsed: roundMoney(cash.minus(cashLeft), currency),
    rows,
    trades,
    minimum: minimum.toFixed(),
  };
}
