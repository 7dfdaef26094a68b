import type { CurrencyExposure } from '@havn/contract';
import {
  type BrokerDecimal,
  convertAt,
  dec,
  fixed,
  marketValue,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { accountBalances } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { instrumentsByIds } from '../market-data/market-repo.ts';

/** What an exposure is computed from that does not move with prices: cash and units by currency. */
export interface ExposureKept {
  currency: string;
  /** Cash, free and held back by open orders, by currency. */
  cash: [currency: string, amount: string][];
  /** Units held (free and held back by open sells), with the currency each is priced in. */
  held: { instrumentId: number; currency: string; volume: string }[];
}

/** The account's cash and units from the ledger, and the currency of each instrument held. */
export async function exposureKept(ctx: AppContext, account: AccountRow): Promise<ExposureKept> {
  const balances = await accountBalances(ctx.db, account.accid);
  const cash = [...new Set([...balances.assets('cash'), ...balances.assets('cash_reserved')])].map(
    (currency): [string, string] => [
      currency,
      balances.get('cash', currency).plus(balances.get('cash_reserved', currency)).toFixed(),
    ],
  );
  const volumes = new Map<number, BrokerDecimal>();
  for (const asset of new Set([...balances.assets('position'), ...balances.assets('position_reserved')])) {
    const volume = balances.get('position', asset).plus(balances.get('position_reserved', asset));
    if (volume.greaterThan(0)) volumes.set(Number(asset), volume);
  }
  const rows = volumes.size ? await instrumentsByIds(ctx.db, [...volumes.keys()]) : [];
  return {
    currency: account.currency,
    cash,
    held: rows.map((r) => ({
      instrumentId: r.id,
      currency: r.currency,
      volume: volumes.get(r.id)!.toFixed(),
    })),
  };
}

/**
 * The account by currency: cash (free and held back by open orders) and the market value of the
 * holdings priced in each currency, each converted to the account currency at the live rate, with its
 * share of the account's value. The account currency comes first, the others by value.
 */
export async function exposureNow(
  ctx: AppContext,
  kept: ExposureKept,
): Promise<{ accountCurrency: string; total: string; currencies: CurrencyExposure[] }> {
  const A = kept.currency;
  const cash = new Map(kept.cash.map(([currency, amount]) => [currency, dec(0).plus(amount)]));
  const quotes = kept.held.length
    ? await ctx.marketData.quotes(kept.held.map((h) => h.instrumentId))
    : new Map<number, { last: string }>();
  const held = new Map<string, BrokerDecimal>();
  for (const { instrumentId, currency, volume } of kept.held) {
    const last = quotes.get(instrumentId)?.last;
    if (last === undefined) continue;
    // Each holding's value as the positions show it (rounded), summed by currency.
    const value = dec(marketValue(volume, last, currency));
    held.set(currency, (held.get(currency) ?? dec(0)).plus(value));
  }
  const currencies = [...new Set([A, ...cash.keys(), ...held.keys()])];
  const rows = await Promise.all(
    currencies.map(async (currency) => {
      const rate = await liveFxRate(ctx.marketData, currency, A);
      const c = cash.get(currency) ?? dec(0);
      const h = held.get(currency) ?? dec(0);
      const total = c.plus(h);
      return {
        currency,
        cash: roundMoney(c, currency),
        holdings: roundMoney(h, currency),
        total: roundMoney(total, currency),
        fxRate: fixed(rate, 6),
        totalInAccountCurrency: convertAt(total, rate, A),
      };
    }),
  );
  const sum = rows.reduce((acc, r) => acc.plus(dec(r.totalInAccountCurrency)), dec(0));
  return {
    accountCurrency: A,
    total: roundMoney(sum, A),
    currencies: rows
      .map((r) => ({
        ...r,
        weight: sum.isZero() ? '0.00' : fixed(dec(r.totalInAccountCurrency).div(sum).times(100), 2),
      }))
      .sort((a, b) =>
        a.currency === A
          ? -1
          : b.currency === A
            ? 1
            : dec(b.totalInAccountCurrency).comparedTo(dec(a.totalInAccountCurrency)),
      ),
  };
}

/** The account by currency now (tests and the uncached path). */
export async function currencyExposure(ctx: AppContext, account: AccountRow) {
  return exposureNow(ctx, await exposureKept(ctx, account));
}
