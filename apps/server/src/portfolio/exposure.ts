import type { CurrencyExposure } from '@havn/contract';
import { convertAt, dec, fixed, roundMoney } from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { accountBalances } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { accountHoldings } from './positions.ts';

/**
 * The account by currency: cash (free and held back by open orders) and the market value of the
 * holdings priced in each currency, each converted to the account currency at the live rate, with its
 * share of the account's value. The account currency comes first, the others by value.
 */
export async function currencyExposure(
  ctx: AppContext,
  account: AccountRow,
): Promise<{ accountCurrency: string; total: string; currencies: CurrencyExposure[] }> {
  const A = account.currency;
  const balances = await accountBalances(ctx.db, account.accid);
  const holdings = await accountHoldings(ctx, account, balances);
  const cash = new Map<string, ReturnType<typeof dec>>();
  for (const currency of new Set([...balances.assets('cash'), ...balances.assets('cash_reserved')])) {
    cash.set(currency, balances.get('cash', currency).plus(balances.get('cash_reserved', currency)));
  }
  const held = new Map<string, ReturnType<typeof dec>>();
  for (const { view } of holdings) {
    if (view.marketValue === null) continue;
    held.set(view.currency, (held.get(view.currency) ?? dec(0)).plus(dec(view.marketValue)));
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
