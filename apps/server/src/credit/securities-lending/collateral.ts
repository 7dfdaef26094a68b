import { convertAt, dec } from '@havn/domain/broker/index';
import {
  type CreditStanding,
  creditStanding,
  type LendingValues,
  lendingValues,
} from '@havn/domain/credit/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import type { Balances } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { type InstrumentRow, instrumentsByIds } from '../../market-data/market-repo.ts';
import { activeCreditLine, type CreditLineRow } from './credit-lines-repo.ts';

export interface CollateralHolding {
  instrument: Pick<InstrumentRow, 'id' | 'name' | 'type'>;
  /** The units held, open sells' included, and those free to sell. */
  units: number;
  freeUnits: number;
  /** Its market value now in the account's currency, or null without a price. */
  marketValue: string | null;
}

/**
 * An account's holdings as collateral: every unit it holds (held back by open sells included) at the
 * provider's price now, converted at the live rate, and what each lends (the domain's lendingValues).
 * It reads only the ledger's balances and the market, so the order path may ask it under its lock.
 */
export async function collateralOf(
  ctx: AppContext,
  db: Db,
  account: AccountRow,
  balances: Balances,
): Promise<{ holdings: CollateralHolding[]; values: LendingValues }> {
  const units = (asset: string) =>
    balances.get('position', asset).plus(balances.get('position_reserved', asset));
  const ids = [...new Set([...balances.assets('position'), ...balances.assets('position_reserved')])]
    .filter((asset) => units(asset).greaterThan(0))
    .map(Number);
  if (ids.length === 0) return { holdings: [], values: lendingValues([], account.currency) };
  const [rows, quotes] = await Promise.all([instrumentsByIds(db, ids), ctx.marketData.quotes(ids)]);
  const rates = new Map(
    await Promise.all(
      [...new Set(rows.map((r) => r.currency))].map(
        async (X) => [X, await liveFxRate(ctx.marketData, X, account.currency)] as const,
      ),
    ),
  );
  const holdings = rows
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((instrument): CollateralHolding => {
      const last = quotes.get(instrument.id)?.last ?? null;
      return {
        instrument: { id: instrument.id, name: instrument.name, type: instrument.type },
        units: units(String(instrument.id)).toNumber(),
        freeUnits: balances.get('position', String(instrument.id)).toNumber(),
        marketValue:
          last === null
            ? null
            : convertAt(
                units(String(instrument.id)).times(dec(last)),
                rates.get(instrument.currency)!,
                account.currency,
              ),
      };
    });
  const values = lendingValues(
    holdings.map((h) => ({
      instrumentId: h.instrument.id,
      type: h.instrument.type,
      value: h.marketValue ?? '0',
    })),
    account.currency,
  );
  return { holdings, values };
}

/** Where an account stands with its credit line (or without one: a limit of zero). */
export function standingOf(
  account: AccountRow,
  balances: Balances,
  line: CreditLineRow | null,
  values: LendingValues,
): CreditStanding {
  return creditStanding({
    freeCash: balances.get('cash', account.currency),
    lendingValue: values.total,
    limit: line?.creditLimit ?? '0',
    currency: account.currency,
  });
}

/**
 * What an account may borrow at most now: the lower of its credit limit and its holdings' lending
 * value, or zero without a credit line. The order path adds it to the free cash when that falls short.
 */
export async function borrowingCapOf(
  ctx: AppContext,
  db: Db,
  account: AccountRow,
  balances: Balances,
): Promise<string> {
  const line = await activeCreditLine(db, account.accid);
  if (!line) return '0';
  const { values } = await collateralOf(ctx, db, account, balances);
  return standingOf(account, balances, line, values).borrowingCap;
}

/**
 * The borrowing cap when the free cash does not cover `needed` (else zero, and nothing more is read;
 * a sale needs nothing, whatever the cash):
 * the order path asks it before refusing a buy for its buying power.
 */
export async function creditIfShort(
  ctx: AppContext,
  db: Db,
  account: AccountRow,
  balances: Balances,
  needed: string,
): Promise<string> {
  const amount = dec(needed);
  if (!amount.greaterThan(0) || balances.get('cash', account.currency).greaterThanOrEqualTo(amount))
    return '0';
  return borrowingCapOf(ctx, db, account, balances);
}
