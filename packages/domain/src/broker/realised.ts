import type { AccountType } from './account-type.ts';
import { roundMoney } from './currency.ts';
import { dec, unitsMinus } from './decimal.ts';
import type { LotFill } from './portfolio-history.ts';
import { applyFill, emptyPosition } from './position.ts';

/**
 * How a sale's cost is counted (domain notes §5): Sweden and Denmark the average cost of everything
 * held ("genomsnittsmetoden"), Norway and Finland the oldest purchases first (FIFO).
 */
export const REALISATION_METHODS = ['AVERAGE_COST', 'FIFO'] as const;
export type RealisationMethod = (typeof REALISATION_METHODS)[number];

const FIFO_TYPES: ReadonlySet<AccountType> = new Set<AccountType>([
  'ASK',
  'AKSJE_FOND',
  'AOT',
  'ARVO_OSUUSTILI',
  'DEPOT',
]);

/** The method the tax rules of the account's country count its sales by. */
export function realisationMethodOf(accountType: AccountType): RealisationMethod {
  return FIFO_TYPES.has(accountType) ? 'FIFO' : 'AVERAGE_COST';
}

/** One sale with what it brought, what the units sold had cost and the gain or loss, account currency. */
export interface RealisedSale {
  executionId: string;
  executedAt: string;
  /** FIFO: when the oldest purchase the sale took was made (the holding period, 9A's deemed cost); null by average cost. */
  acquiredAt: string | null;
  volume: number;
  /** The sale price in the instrument's currency. */
  price: string;
  /** The sale's value less its fee. */
  proceeds: string;
  /** What the units sold had cost, fees of their purchase included. */
  cost: string;
  result: string;
}

/**
 * Each sale of one instrument's fills (oldest first) with its cost by `method`: the average cost of
 * the holding at the sale (position.ts), or the cost of the oldest lots still held, each lot's cost
 * shared pro rata over its units (the last units of a lot take what is left of its cost, so a lot's
 * cost is counted once, to the öre).
 */
export function realisedSales(
  fills: readonly LotFill[],
  method: RealisationMethod,
  accountCurrency: string,
): RealisedSale[] {
  const sales: RealisedSale[] = [];
  const sale = (fill: LotFill, cost: string, acquiredAt: string | null = null): RealisedSale => {
    const proceeds = roundMoney(dec(fill.amount).minus(dec(fill.fee)), accountCurrency);
    return {
      executionId: fill.executionId,
      executedAt: fill.executedAt,
      acquiredAt,
      volume: fill.volume,
      price: fill.price,
      proceeds,
      cost,
      result: roundMoney(dec(proceeds).minus(dec(cost)), accountCurrency),
    };
  };
  if (method === 'AVERAGE_COST') {
    let position = emptyPosition(accountCurrency);
    for (const fill of fills) {
      const after = applyFill(position, fill, accountCurrency);
      if (fill.side === 'SELL') {
        const cost = roundMoney(
          dec(position.acquisitionCost).minus(dec(after.acquisitionCost)),
          accountCurrency,
        );
        sales.push(sale(fill, cost));
      }
      position = after;
    }
    return sales;
  }
  const lots: { units: number; cost: string; at: string }[] = [];
  for (const fill of fills) {
    if (fill.side === 'BUY') {
      lots.push({
        units: fill.volume,
        cost: roundMoney(dec(fill.amount).plus(dec(fill.fee)), accountCurrency),
        at: fill.executedAt,
      });
      continue;
    }
    let toTake = fill.volume;
    let cost = dec(0);
    const acquiredAt = lots[0]?.at ?? null;
    while (toTake > 0) {
      const lot = lots[0];
      if (!lot) throw new RangeError('a sale takes more units than the purchases hold');
      const taken = Math.min(lot.units, toTake);
      const share =
        taken === lot.units
          ? dec(lot.cost)
          : dec(roundMoney(dec(lot.cost).times(taken).div(lot.units), accountCurrency));
      cost = cost.plus(share);
      lot.units = unitsMinus(lot.units, taken);
      lot.cost = roundMoney(dec(lot.cost).minus(share), accountCurrency);
      if (lot.units === 0) lots.shift();
      toTake = unitsMinus(toTake, taken);
    }
    sales.push(sale(fill, roundMoney(cost, accountCurrency), acquiredAt));
  }
  return sales;
}
